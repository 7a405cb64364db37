import { defineUsVariable } from '../../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Eligible for Alaska Temporary Assistance in the month: an Alaska unit with a dependent child whose
 * gross nonexempt income is at most 185 percent of the need standard and whose countable income is at
 * most the need standard (7 AAC 45.520). Resources are not an input of this model, so the resource
 * test passes.
 */
export const ak_atap_eligible = defineUsVariable({
  id: 'ak_atap_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Alaska ATAP eligible',
  definedFor: { variable: 'state_code', values: ['AK'] },
  reference: 'https://www.law.cornell.edu/regulations/alaska/7-AAC-45.520',
  formula: (f) => {
    const p = f.p.gov.states.ak.dpa.atap;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const gross = f.aggregate(sumVariables(f, TANF_EARNED_SOURCES, 'people'), 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const need = f.get('ak_atap_need_standard');
    const countable = f.get('ak_atap_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const grossTest = gross[i]! + unearned[i]! <= need[i]! * p.income.gross_limit_rate;
      out[i] = child[i] && grossTest && countable[i]! <= need[i]! ? 1 : 0;
    }
    return out;
  },
});
