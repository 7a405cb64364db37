import { defineUsVariable } from '../../../../../us-variable.js';
import { minorChildCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly dependent care costs Virginia TANF deducts from earnings: the actual cost, up to $200 for
 * each dependent child under two and $175 for each older dependent child (Virginia TANF Manual
 * 305, full-time employment amounts; the lower part-time amounts are not modelled).
 */
export const va_tanf_dependent_care_deduction = defineUsVariable({
  id: 'va_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Virginia TANF dependent care deduction',
  unit: 'currency-USD',
  reference: 'https://www.dss.virginia.gov/files/division/bp/tanf/manual/300_11-20.pdf#page=56',
  formula: (f) => {
    const p = f.p.gov.states.va.dss.tanf;
    const care = p.income.dependent_care;
    return minorChildCareDeduction(
      f,
      p.eligibility.minor_child_age,
      care.age_threshold,
      care.young_child,
      care.other,
    );
  },
});
