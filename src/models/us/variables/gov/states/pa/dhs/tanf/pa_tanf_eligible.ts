import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Pennsylvania TANF eligibility: a Pennsylvania family with a minor child whose income, after the
 * 90-dollar deduction from each employed person's earnings, is below the County Group 2 standard of
 * need for its size (55 Pa. Code 183.91, 183.94). No assets or time limits are modelled.
 */
export const pa_tanf_eligible = defineUsVariable({
  id: 'pa_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Pennsylvania TANF',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/055/chapter183/s183.94.html&d=reduce',
  formula: (f) => {
    const p = f.p.gov.states.pa.dhs.tanf;
    const child = hasMinorChild(f, p.minor_child_age);
    const perPerson = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterDeduction = new Float64Array(perPerson.length);
    for (let j = 0; j < perPerson.length; j += 1)
      afterDeduction[j] = Math.max(perPerson[j]! - p.income.applicant_deduction, 0);
    const earned = f.aggregate(afterDeduction, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const need = bySize(
      p.standard_of_need,
      f.get('spm_unit_size'),
      p.standard_of_need_additional_person,
    );
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = child[i] && earned[i]! + unearned[i]! < need[i]! ? 1 : 0;
    return out;
  },
});
