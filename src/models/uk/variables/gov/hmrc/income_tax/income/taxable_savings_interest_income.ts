import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Savings interest less what remains of the personal allowance after non-savings income. */
export const taxable_savings_interest_income = defineUkVariable({
  id: 'taxable_savings_interest_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable savings income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/25',
  formula: (f) => {
    const earned = f.get('earned_income');
    const savings = f.get('savings_interest_income');
    const pa = f.get('personal_allowance');
    return perRow(f, (i) => Math.max(0, savings[i]! - Math.max(0, pa[i]! - earned[i]!)));
  },
});
