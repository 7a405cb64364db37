import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut income tax: the tax before refundable credits less refundable credits. */
export const ct_income_tax = defineUsVariable({
  id: 'ct_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },

  formula: (f) => {
    const tax = f.get('ct_income_tax_before_refundable_credits');
    const credits = f.get('ct_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
