import { defineUsVariable } from '../../../../../us-variable.js';

/** Heads and spouses aged 65 or more on a Virginia return (for the age deduction and the additional exemption). */
export const va_aged_filers = defineUsVariable({
  id: 'va_aged_filers',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia aged filers',
  unit: 'person',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.03/',
  formula: (f) => {
    const age = f.p.gov.states.va.tax.income.deductions.age_minimum;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const years = f.members('age');
    const aged = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1) aged[i] = filer[i] && years[i]! >= age ? 1 : 0;
    return f.aggregate(aged, 'person', 'sum');
  },
});
