import { defineUsVariable } from '../../../../../us-variable.js';

const SOURCES = [
  'irs_employment_income',
  'self_employment_income',
  'interest_income',
  'dividend_income',
  'pension_income',
  'unemployment_compensation',
  'social_security',
] as const;

/**
 * Oklahoma gross household income for the sales tax relief and property tax credits (68 O.S.
 * 5011; Forms 538-S and 538-H): the gross income of every member from each source, taxable or
 * not, losses not netted against other sources (capital gains count net, and only when positive).
 */
export const ok_gross_household_income = defineUsVariable({
  id: 'ok_gross_household_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma gross household income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/538-S-2024.pdf',
  ],
  formula: (f) => {
    const longTerm = f.sum('long_term_capital_gains');
    const shortTerm = f.sum('short_term_capital_gains');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, longTerm[i]! + shortTerm[i]!);
    for (const source of SOURCES) {
      const amount = f.sum(source);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + Math.max(0, amount[i]!);
    }
    return out;
  },
});
