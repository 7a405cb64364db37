import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia refundable earned income credit where the return takes it: 15% of the federal EITC, 20% from 2025 (Va. Code 58.1-339.8(C)). */
export const va_refundable_eitc = defineUsVariable({
  id: 'va_refundable_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia refundable earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-339.8/',
  formula: (f) => {
    const rate = f.p.gov.states.va.tax.income.credits.eitc_refundable_rate;
    const eitc = f.get('eitc');
    const refundable = f.get('va_claims_refundable_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) if (refundable[i]) out[i] = rate * eitc[i]!;
    return out;
  },
});
