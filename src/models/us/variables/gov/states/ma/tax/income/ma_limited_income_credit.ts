import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts limited income credit (M.G.L. c.62 s.6(b)): where AGI is at most 1.75 times the No Tax Status limit, the tax above 10% of AGI over that limit; non-refundable. */
export const ma_limited_income_credit = defineUsVariable({
  id: 'ma_limited_income_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts limited income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section6',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income.credits;
    const tax = f.get('ma_income_tax_before_credits');
    const limit = f.get('ma_no_tax_status_limit');
    const agi = f.get('ma_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! <= p.limited_income_multiple * limit[i]!)
        out[i] = Math.max(0, tax[i]! - p.limited_income_rate * Math.max(0, agi[i]! - limit[i]!));
    return out;
  },
});
