import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Annual Universal Credit after the benefit cap. */
export const universal_credit = defineUkVariable({
  id: 'universal_credit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Universal Credit',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2012/5/section/1',
  formula: (f) => {
    const uc = f.get('universal_credit_pre_benefit_cap');
    const reduction = f.get('benefit_cap_reduction');
    return perRow(f, (i) => Math.max(0, uc[i]! - reduction[i]!));
  },
});
