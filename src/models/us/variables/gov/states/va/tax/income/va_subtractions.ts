import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia subtractions (Schedule ADJ, Va. Code 58.1-322.02 and 58.1-322.03): the taxable part of Social Security, unemployment compensation included in federal AGI, and the age deduction. */
export const va_subtractions = defineUsVariable({
  id: 'va_subtractions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia subtractions from income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.02/',
  formula: (f) => {
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const unemployment = f.sum('taxable_unemployment_compensation');
    const age = f.get('va_age_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = socialSecurity[i]! + unemployment[i]! + age[i]!;
    return out;
  },
});
