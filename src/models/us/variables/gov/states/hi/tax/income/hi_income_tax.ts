import { defineUsVariable } from '../../../../../us-variable.js';

/** Hawaii income tax: the tax before refundable credits less refundable credits. */
export const hi_income_tax = defineUsVariable({
  id: 'hi_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  formula: (f) => {
    const tax = f.get('hi_income_tax_before_refundable_credits');
    const credits = f.get('hi_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
