import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia earned income credit as taken: the non-refundable one (or the low-income credit in its place) or the refundable one. */
export const va_eitc = defineUsVariable({
  id: 'va_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-339.8/',
  formula: (f) => {
    const nonRefundable = f.get('va_non_refundable_eitc');
    const refundable = f.get('va_refundable_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = nonRefundable[i]! + refundable[i]!;
    return out;
  },
});
