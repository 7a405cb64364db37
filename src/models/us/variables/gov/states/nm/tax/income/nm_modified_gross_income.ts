import { defineUsVariable } from '../../../../../us-variable.js';

/** Income sources of modified gross income, each counted undiminished by losses. */
const SOURCES = [
  'irs_employment_income',
  'self_employment_income',
  'long_term_capital_gains',
  'short_term_capital_gains',
  'taxable_interest_income',
  'tax_exempt_interest_income',
  'qualified_dividend_income',
  'non_qualified_dividend_income',
  'taxable_pension_income',
  'tax_exempt_pension_income',
  'unemployment_compensation',
  'ssi',
] as const;

/**
 * New Mexico modified gross income (NMSA 7-2-2): all income of the tax unit, taxable or not and
 * undiminished by losses, here wages, self-employment income, capital gains, interest, dividends,
 * pensions, unemployment compensation, Social Security, SSI and TANF.
 */
export const nm_modified_gross_income = defineUsVariable({
  id: 'nm_modified_gross_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico modified gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const out = f.zeros();
    for (const source of SOURCES) {
      const amounts = f.members(source);
      const positive = new Float64Array(amounts.length);
      for (let i = 0; i < amounts.length; i += 1) positive[i] = Math.max(0, amounts[i]!);
      const total = f.aggregate(positive, 'person', 'sum');
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + total[i]!;
    }
    const security = f.get('tax_unit_social_security');
    const tanf = f.get('tanf');
    for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + security[i]! + tanf[i]!;
    return out;
  },
});
