import { defineUsVariable } from '../../../../../us-variable.js';

/** Arkansas income tax: the tax before refundable credits less refundable credits. */
export const ar_income_tax = defineUsVariable({
  id: 'ar_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  formula: (f) => {
    const tax = f.get('ar_income_tax_before_refundable_credits');
    const credits = f.get('ar_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
