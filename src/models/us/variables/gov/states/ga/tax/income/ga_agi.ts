import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Georgia adjusted gross income (Form 500 line 8): federal AGI less the taxable part of Social
 * Security and the filers' retirement income exclusions (O.C.G.A. 48-7-27(a)(3), (5)).
 */
export const ga_agi = defineUsVariable({
  id: 'ga_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const retirement = f.sum('ga_retirement_exclusion');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - socialSecurity[i]! - retirement[i]!;
    return out;
  },
});
