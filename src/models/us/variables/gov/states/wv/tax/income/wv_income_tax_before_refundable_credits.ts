import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia tax before refundable credits: the tax less the non-refundable credits; at least 0. */
export const wv_income_tax_before_refundable_credits = defineUsVariable({
  id: 'wv_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  formula: (f) => {
    const tax = f.get('wv_income_tax_before_non_refundable_credits');
    const credits = f.get('wv_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
