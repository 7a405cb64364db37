import { defineUsVariable } from '../../../us-variable.js';

/** Net investment income: taxable interest, dividends and net capital gain or allowed loss (not below zero). */
export const net_investment_income = defineUsVariable({
  id: 'net_investment_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Net investment income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/1411#c',
  formula: (f) => {
    const interest = f.sum('taxable_interest_income');
    const dividends = f.sum('dividend_income');
    const gains = f.get('loss_limited_net_capital_gains');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = Math.max(0, interest[i]! + dividends[i]! + gains[i]!);
    return out;
  },
});
