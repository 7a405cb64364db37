import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts income tax after non-refundable credits. */
export const ma_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ma_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.mass.gov/doc/2024-form-1-instructions/download',
  formula: (f) => {
    const tax = f.get('ma_income_tax_before_credits');
    const credits = f.get('ma_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
