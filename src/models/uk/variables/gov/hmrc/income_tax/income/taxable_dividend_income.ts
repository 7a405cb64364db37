import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Dividends less what remains of the personal allowance after non-savings and savings income. */
export const taxable_dividend_income = defineUkVariable({
  id: 'taxable_dividend_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable dividend income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/25',
  formula: (f) => {
    const earned = f.get('earned_income');
    const savings = f.get('savings_interest_income');
    const dividends = f.get('dividend_income');
    const pa = f.get('personal_allowance');
    return perRow(f, (i) =>
      Math.max(0, dividends[i]! - Math.max(0, pa[i]! - earned[i]! - savings[i]!)),
    );
  },
});
