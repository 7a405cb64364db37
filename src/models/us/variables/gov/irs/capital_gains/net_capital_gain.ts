import { defineUsVariable } from '../../../us-variable.js';

/**
 * Net capital gain taxed at the preferential rates: net long-term gain less any net short-term
 * loss (not below zero), plus qualified dividends.
 */
export const net_capital_gain = defineUsVariable({
  id: 'net_capital_gain',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Net capital gain',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/1222#11',
    'https://www.law.cornell.edu/uscode/text/26/1#h_11',
  ],
  formula: (f) => {
    const lt = f.sum('long_term_capital_gains');
    const st = f.sum('short_term_capital_gains');
    const qd = f.sum('qualified_dividend_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = Math.max(0, lt[i]! + Math.min(0, st[i]!)) + qd[i]!;
    return out;
  },
});
