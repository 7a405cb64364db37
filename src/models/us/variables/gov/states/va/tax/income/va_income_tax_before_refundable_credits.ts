import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia income tax after the spouse tax adjustment and the non-refundable credits. */
export const va_income_tax_before_refundable_credits = defineUsVariable({
  id: 'va_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference:
    'https://www.tax.virginia.gov/sites/default/files/taxforms/individual-income-tax/2024/760-2024-instructions.pdf',
  formula: (f) => {
    const tax = f.get('va_income_tax_after_spouse_adjustment');
    const credits = f.get('va_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
