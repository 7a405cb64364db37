import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** The appropriate minimum guarantee less income, for an eligible unit. */
export const guarantee_credit = defineUkVariable({
  id: 'guarantee_credit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Guarantee credit',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2002/16/section/2',
  formula: (f) => {
    const eligible = f.get('pension_credit_eligible');
    const mg = f.get('appropriate_minimum_guarantee');
    const income = f.get('pension_credit_income');
    return perRow(f, (i) => (eligible[i] ? Math.max(0, mg[i]! - income[i]!) : 0));
  },
});
