import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** The maximum amount less the income reduction, for an eligible unit. */
export const universal_credit_pre_benefit_cap = defineUkVariable({
  id: 'universal_credit_pre_benefit_cap',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC before the benefit cap',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2012/5/section/8',
  formula: (f) => {
    const eligible = f.get('uc_is_eligible');
    const maximum = f.get('uc_maximum_amount');
    const reduction = f.get('uc_income_reduction');
    return perRow(f, (i) => (eligible[i] ? Math.max(0, maximum[i]! - reduction[i]!) : 0));
  },
});
