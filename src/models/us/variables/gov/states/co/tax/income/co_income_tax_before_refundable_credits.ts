import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado income tax after non-refundable credits. */
export const co_income_tax_before_refundable_credits = defineUsVariable({
  id: 'co_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  formula: (f) => {
    const tax = f.get('co_income_tax_before_non_refundable_credits');
    const credits = f.get('co_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
