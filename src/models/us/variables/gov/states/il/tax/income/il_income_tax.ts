import { defineUsVariable } from '../../../../../us-variable.js';

/** Illinois income tax: tax after non-refundable credits less refundable credits (may be negative). */
export const il_income_tax = defineUsVariable({
  id: 'il_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  formula: (f) => {
    const tax = f.get('il_income_tax_before_refundable_credits');
    const credits = f.get('il_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
