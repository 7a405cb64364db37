import { defineUsVariable } from '../../../../../us-variable.js';

/** Kentucky income tax: the tax before refundable credits less refundable credits. */
export const ky_income_tax = defineUsVariable({
  id: 'ky_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },

  formula: (f) => {
    const tax = f.get('ky_income_tax_before_refundable_credits');
    const credits = f.get('ky_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
