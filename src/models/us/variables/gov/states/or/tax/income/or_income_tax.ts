import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon income tax (negative where refundable credits exceed the tax). */
export const or_income_tax = defineUsVariable({
  id: 'or_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  formula: (f) => {
    const tax = f.get('or_income_tax_before_refundable_credits');
    const credits = f.get('or_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
