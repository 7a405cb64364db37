import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska income tax: the tax before refundable credits less refundable credits. */
export const ne_income_tax = defineUsVariable({
  id: 'ne_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },

  formula: (f) => {
    const tax = f.get('ne_income_tax_before_refundable_credits');
    const credits = f.get('ne_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
