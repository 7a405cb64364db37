import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** The trading allowance set against self-employment profit (full relief up to the allowance). */
export const trading_allowance_deduction = defineUkVariable({
  id: 'trading_allowance_deduction',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Trading allowance deduction',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2005/5/part/6A',
  formula: (f) => {
    const profit = f.get('self_employment_income');
    const allowance = f.p.gov.hmrc.income_tax.allowances.trading_allowance;
    return perRow(f, (i) => Math.min(Math.max(0, profit[i]!), allowance));
  },
});
