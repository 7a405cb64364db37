import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia income tax: the tax before refundable credits less refundable credits. */
export const wv_income_tax = defineUsVariable({
  id: 'wv_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  formula: (f) => {
    const tax = f.get('wv_income_tax_before_refundable_credits');
    const credits = f.get('wv_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
