import { defineUsVariable } from '../../../../../us-variable.js';
import {
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
  hasMinorChild,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * New Jersey WFNJ/TANF eligibility for the month: a family with a dependent child whose income
 * with no earned income disregard is at most the initial maximum allowable income (N.J.A.C.
 * 10:90-3.1(b), 10:90-3.8(a)) and whose countable income after the disregard is below the maximum
 * benefit (10:90-3.1(c)). Resources are not an input of this model.
 */
export const nj_tanf_eligible = defineUsVariable({
  id: 'nj_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for New Jersey TANF',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.law.cornell.edu/regulations/new-jersey/N-J-A-C-10-90-3-1',
  formula: (f) => {
    const child = hasMinorChild(f, f.p.gov.states.nj.dhs.tanf.minor_child_age);
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const initialLimit = f.get('nj_tanf_initial_maximum_income');
    const countable = f.get('nj_tanf_countable_income');
    const maximum = f.get('nj_tanf_maximum_benefit');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const gross = Math.max(earned[i]!, 0) + unearned[i]!;
      out[i] = child[i] && gross <= initialLimit[i]! && countable[i]! < maximum[i]! ? 1 : 0;
    }
    return out;
  },
});
