import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon income tax after non-refundable credits. */
export const or_income_tax_before_refundable_credits = defineUsVariable({
  id: 'or_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  formula: (f) => {
    const tax = f.get('or_income_tax_before_credits');
    const credits = f.get('or_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
