import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A filer's Delaware adjusted gross income (PIT-RES lines 1-9, each spouse's column): their part
 * of federal AGI less the taxable Social Security in it (30 Del. C. 1106(b)(1)) and the pension
 * exclusion (30 Del. C. 1106(b)(2)): under 60, pensions up to the smaller amount; from 60,
 * pensions and eligible retirement income (dividends, interest, net capital gains)
 * together up to the larger one (net rents have no input). 0 for dependents.
 */
export const de_agi_person = defineUsVariable({
  id: 'de_agi_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Delaware adjusted gross income of each filer',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => {
    const p = f.p.gov.states.de.tax.income.pension_exclusion;
    const agi = f.get('adjusted_gross_income_person');
    const socialSecurity = f.get('taxable_social_security');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const pensions = f.get('taxable_pension_income');
    const interest = f.get('taxable_interest_income');
    const qualified = f.get('qualified_dividend_income');
    const nonQualified = f.get('non_qualified_dividend_income');
    const longTerm = f.get('long_term_capital_gains');
    const shortTerm = f.get('short_term_capital_gains');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const pension = Math.max(0, pensions[i]!);
      let exclusion = Math.min(pension, p.under_60);
      if (age[i]! >= p.age) {
        const gains = Math.max(0, longTerm[i]! + shortTerm[i]!);
        const investment = interest[i]! + qualified[i]! + nonQualified[i]! + gains;
        exclusion = Math.min(p.age_60_or_over, Math.max(0, pension + investment));
      }
      out[i] = agi[i]! - socialSecurity[i]! - exclusion;
    }
    return out;
  },
});
