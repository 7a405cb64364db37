import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia refundable credits: the refundable earned income credit. */
export const va_refundable_credits = defineUsVariable({
  id: 'va_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-339.8/',
  formula: (f) => {
    return Float64Array.from(f.get('va_refundable_eitc'));
  },
});
