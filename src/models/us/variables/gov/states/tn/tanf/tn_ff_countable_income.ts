import { defineUsVariable } from '../../../../us-variable.js';
import {
  dependentCareDeduction,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * Tennessee Families First monthly countable income: the group's earnings less the earned income
 * disregard and the child care deduction (not below 0), plus unearned income
 * (Tenn. Comp. R. & Regs. 1240-01-50-.16).
 */
export const tn_ff_countable_income = defineUsVariable({
  id: 'tn_ff_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Tennessee Families First countable income',
  unit: 'currency-USD',
  reference:
    'https://publications.tnsosfiles.com/rules/1240/1240-01/1240-01-50.20081124.pdf#page=19',
  formula: (f) => {
    const p = f.p.gov.states.tn.tanf.income;
    const care = p.child_care_deduction;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const childCare = dependentCareDeduction(
      f,
      f.members('is_tax_unit_dependent'),
      care.age_threshold,
      care.young_child,
      care.other,
    );
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const afterDisregard = Math.max(earned[i]! - p.earned_income_disregard, 0);
      out[i] = Math.max(afterDisregard - childCare[i]!, 0) + unearned[i]!;
    }
    return out;
  },
});
