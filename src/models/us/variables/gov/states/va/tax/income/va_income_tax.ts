import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia income tax (negative where refundable credits exceed the tax). */
export const va_income_tax = defineUsVariable({
  id: 'va_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference:
    'https://www.tax.virginia.gov/sites/default/files/taxforms/individual-income-tax/2024/760-2024-instructions.pdf',
  formula: (f) => {
    const tax = f.get('va_income_tax_before_refundable_credits');
    const credits = f.get('va_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
