import { defineUsVariable } from '../../../../../us-variable.js';
import { dependentCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly dependent care costs Massachusetts TAFDC deducts from earnings: the actual cost, up to
 * $200 for each dependent child under two and $175 for each older dependent child (106 CMR 704.275,
 * amounts for 31 or more hours of work a week; the lower part-time amounts are not modelled).
 */
export const ma_tafdc_dependent_care_deduction = defineUsVariable({
  id: 'ma_tafdc_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-275',
  formula: (f) => {
    const p = f.p.gov.states.ma.dta.tafdc;
    const cared = Uint8Array.from(f.members('age'), (a) => (a < p.minor_child_age ? 1 : 0));
    const care = p.income.dependent_care;
    return dependentCareDeduction(f, cared, care.age_threshold, care.young_child, care.other);
  },
});
