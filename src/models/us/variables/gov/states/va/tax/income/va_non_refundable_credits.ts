import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia non-refundable credits as applied: the earned income or low-income credit and the 2024 rebate. */
export const va_non_refundable_credits = defineUsVariable({
  id: 'va_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference:
    'https://www.tax.virginia.gov/sites/default/files/taxforms/individual-income-tax/2024/760-2024-instructions.pdf',
  formula: (f) => {
    const eitc = f.get('va_non_refundable_eitc');
    const rebate = f.get('va_rebate');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + rebate[i]!;
    return out;
  },
});
