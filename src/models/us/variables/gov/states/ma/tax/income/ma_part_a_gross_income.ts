import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts Part A short-term capital gain (M.G.L. c.62 s.2(b)(2)): net short-term gain less any net long-term loss, not below 0. */
export const ma_part_a_gross_income = defineUsVariable({
  id: 'ma_part_a_gross_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts Part A short-term capital gain',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section2',
  formula: (f) => {
    const shortGains = f.sum('short_term_capital_gains');
    const longGains = f.sum('long_term_capital_gains');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, shortGains[i]! + Math.min(0, longGains[i]!));
    return out;
  },
});
