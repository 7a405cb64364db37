import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Tax on non-savings, savings and dividend income, less the marriage allowance reduction (at the basic rate, up to the tax). */
export const income_tax_pre_charges = defineUkVariable({
  id: 'income_tax_pre_charges',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Income tax before charges',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/55B',
  formula: (f) => {
    const earned = f.get('earned_income_tax');
    const savings = f.get('savings_income_tax');
    const dividends = f.get('dividend_income_tax');
    const ma = f.get('marriage_allowance');
    const basic = f.p.gov.hmrc.income_tax.rates.uk.values[0]!;
    return perRow(f, (i) => {
      const tax = earned[i]! + savings[i]! + dividends[i]!;
      return Math.max(0, tax - ma[i]! * basic);
    });
  },
});
