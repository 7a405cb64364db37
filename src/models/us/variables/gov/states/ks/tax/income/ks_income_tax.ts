import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas income tax: the tax before refundable credits less refundable credits. */
export const ks_income_tax = defineUsVariable({
  id: 'ks_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },

  formula: (f) => {
    const tax = f.get('ks_income_tax_before_refundable_credits');
    const credits = f.get('ks_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
