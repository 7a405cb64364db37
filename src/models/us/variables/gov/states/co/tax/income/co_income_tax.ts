import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado income tax (negative where refundable credits exceed the tax). */
export const co_income_tax = defineUsVariable({
  id: 'co_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  formula: (f) => {
    const tax = f.get('co_income_tax_before_refundable_credits');
    const credits = f.get('co_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
