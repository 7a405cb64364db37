import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's Maryland pension exclusion (Form 502 line 10a, worksheet 13A; Tax-General 10-209): from age 65, the taxable pensions up to the maximum less the Social Security benefits received. 0 for dependents. */
export const md_pension_exclusion = defineUsVariable({
  id: 'md_pension_exclusion',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Maryland pension exclusion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-209',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income.subtractions;
    const pensions = f.get('taxable_pension_income');
    const socialSecurity = f.get('social_security');
    const age = f.get('age');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i] || age[i]! < p.pension_age) continue;
      const room = Math.max(0, p.pension_max - socialSecurity[i]!);
      out[i] = Math.min(Math.max(0, pensions[i]!), room);
    }
    return out;
  },
});
