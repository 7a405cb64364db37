import { defineUsVariable } from '../../../../../us-variable.js';

/** Parts of a filer's federal gross income that Pennsylvania does not tax. */
export const pa_nontaxable_income = defineUsVariable({
  id: 'pa_nontaxable_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Federal gross income not taxed by Pennsylvania',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/061/chapter101/s101.6.html',
  formula: (f) => {
    const age = f.p.gov.states.pa.tax.income.retirement_age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const years = f.get('age');
    const pension = f.get('taxable_pension_income');
    const unemployment = f.get('taxable_unemployment_compensation');
    const socialSecurity = f.get('taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const retired = years[i]! >= age ? pension[i]! : 0;
      out[i] = retired + unemployment[i]! + socialSecurity[i]!;
    }
    return out;
  },
});
