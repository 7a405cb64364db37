import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts Part B (5.0%) income of the filers (M.G.L. c.62 s.2(b)): wages, business income, interest, dividends, taxable pensions and unemployment compensation; Social Security is not taxed. */
export const ma_part_b_gross_income = defineUsVariable({
  id: 'ma_part_b_gross_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts Part B income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section2',
  formula: (f) => {
    const mask = 'is_tax_unit_head_or_spouse';
    const ids = [
      'irs_employment_income',
      'self_employment_income',
      'taxable_interest_income',
      'dividend_income',
      'taxable_pension_income',
      'taxable_unemployment_compensation',
    ] as const;
    const out = f.zeros();
    for (const id of ids) {
      const values = f.sum(id, { mask });
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + values[i]!;
    }
    return out;
  },
});
