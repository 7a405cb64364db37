import { defineUsVariable } from '../../../../us-variable.js';

/** Disqualified investment income: interest (taxable and exempt), dividends and net capital gain income. */
export const eitc_relevant_investment_income = defineUsVariable({
  id: 'eitc_relevant_investment_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'EITC investment income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#i_2',
  formula: (f) => {
    const interest = f.sum('interest_income');
    const dividends = f.sum('dividend_income');
    const gains = f.get('loss_limited_net_capital_gains');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = interest[i]! + dividends[i]! + Math.max(0, gains[i]!);
    return out;
  },
});
