import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey total income of the filers (NJ-1040 line 27, N.J.S.A. 54A:5-1): wages, net business profits (no deduction for self-employment tax), interest, dividends, net gains from property (not below 0) and taxable pensions; Social Security and unemployment compensation are exempt. */
export const nj_total_income = defineUsVariable({
  id: 'nj_total_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey total income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-5-1/',
  formula: (f) => {
    const mask = 'is_tax_unit_head_or_spouse';
    const ids = [
      'irs_employment_income',
      'self_employment_income',
      'taxable_interest_income',
      'dividend_income',
      'taxable_pension_income',
    ] as const;
    const shortGains = f.sum('short_term_capital_gains');
    const longGains = f.sum('long_term_capital_gains');
    const out = f.zeros();
    for (const id of ids) {
      const values = f.sum(id, { mask });
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + values[i]!;
    }
    for (let i = 0; i < f.size; i += 1)
      out[i] = out[i]! + Math.max(0, shortGains[i]! + longGains[i]!);
    return out;
  },
});
