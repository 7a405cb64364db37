import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A filer's Arkansas adjusted gross income (AR1000F lines 8-23): their part of federal AGI with
 * half of self-employment tax added back (Arkansas has no such adjustment), less the taxable
 * Social Security in it (A.C.A. 26-51-404), up to the retirement exclusion of pensions
 * (A.C.A. 26-51-307) and the excluded share of net long-term capital gain (A.C.A. 26-51-815).
 * 0 for dependents.
 */
export const ar_agi_person = defineUsVariable({
  id: 'ar_agi_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas adjusted gross income of each filer',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference: 'https://law.justia.com/codes/arkansas/title-26/subtitle-5/chapter-51/',
  formula: (f) => {
    const p = f.p.gov.states.ar.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const seAld = f.get('self_employment_tax_ald_person');
    const socialSecurity = f.get('taxable_social_security');
    const pensions = f.get('taxable_pension_income');
    const longTerm = f.get('long_term_capital_gains');
    const shortTerm = f.get('short_term_capital_gains');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const retirement = Math.min(Math.max(0, pensions[i]!), p.retirement_exclusion);
      const netLongTerm = Math.max(0, Math.min(longTerm[i]!, longTerm[i]! + shortTerm[i]!));
      const gains = p.capital_gains_exclusion * netLongTerm;
      out[i] = agi[i]! + seAld[i]! - socialSecurity[i]! - retirement - gains;
    }
    return out;
  },
});
