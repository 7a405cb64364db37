import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia income tax on taxable income by the rate schedule (Form 760 line 16, Va. Code 58.1-320). */
export const va_income_tax_before_credits = defineUsVariable({
  id: 'va_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-320/',
  formula: (f) => {
    return f.p.gov.states.va.tax.income.rates.calc(f.get('va_taxable_income'));
  },
});
