import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia adjusted gross income (Form 760 line 9): federal AGI less the subtractions (it may be negative). */
export const va_agi = defineUsVariable({
  id: 'va_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.02/',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const subtractions = f.get('va_subtractions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - subtractions[i]!;
    return out;
  },
});
