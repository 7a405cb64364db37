import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A filer's Mississippi adjusted gross income (Form 80-105 column A or B): their part of federal
 * AGI less the Social Security benefits and taxable pensions in it, which Mississippi exempts
 * (Miss. Code Ann. 27-7-15(4)(b), (k)). 0 for dependents.
 */
export const ms_agi_person = defineUsVariable({
  id: 'ms_agi_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi adjusted gross income of each filer',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference:
    'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-15/',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income_person');
    const socialSecurity = f.get('taxable_social_security');
    const pensions = f.get('taxable_pension_income');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = agi[i]! - socialSecurity[i]! - pensions[i]!;
    return out;
  },
});
