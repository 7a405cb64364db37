import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A filer's Kentucky adjusted gross income (Form 740 line 9, each spouse's column; KRS 141.019):
 * their part of federal AGI less the taxable Social Security in it (KRS 141.019(2)(c)) and their
 * pensions up to the pension income exclusion (KRS 141.019(2)(h); Schedule P). 0 for dependents.
 */
export const ky_agi_person = defineUsVariable({
  id: 'ky_agi_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky adjusted gross income of each filer',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=53498',
  formula: (f) => {
    const cap = f.p.gov.states.ky.tax.income.exclusions.pension_max;
    const agi = f.get('adjusted_gross_income_person');
    const socialSecurity = f.get('taxable_social_security');
    const pension = f.get('taxable_pension_income');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      out[i] = agi[i]! - socialSecurity[i]! - Math.min(cap, Math.max(0, pension[i]!));
    }
    return out;
  },
});
