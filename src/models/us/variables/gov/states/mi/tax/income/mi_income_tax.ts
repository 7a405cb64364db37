import { defineUsVariable } from '../../../../../us-variable.js';

/** Michigan income tax: the tax less refundable credits (may be negative). */
export const mi_income_tax = defineUsVariable({
  id: 'mi_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  formula: (f) => {
    const tax = f.get('mi_income_tax_before_refundable_credits');
    const credits = f.get('mi_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
