import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont flat capital gain exclusion (Schedule IN-153; 32 V.S.A. 5811(21)(B)(ii)): the net long-term capital gain, no more than the net capital gain, up to $5,000. */
export const vt_capital_gain_exclusion = defineUsVariable({
  id: 'vt_capital_gain_exclusion',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont capital gain exclusion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  formula: (f) => {
    const max = f.p.gov.states.vt.tax.income.subtractions.capital_gain_flat;
    const longTerm = f.sum('long_term_capital_gains');
    const net = f.get('net_capital_gain');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(max, Math.max(0, Math.min(longTerm[i]!, net[i]!)));
    return out;
  },
});
