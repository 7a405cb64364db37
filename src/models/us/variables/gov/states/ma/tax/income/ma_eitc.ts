import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts earned income credit: 40% of the federal EITC (M.G.L. c.62 s.6(h)); refundable. */
export const ma_eitc = defineUsVariable({
  id: 'ma_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section6',
  formula: (f) => {
    const match = f.p.gov.states.ma.tax.income.credits.eitc_match;
    const eitc = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * eitc[i]!;
    return out;
  },
});
