import { defineUsVariable } from '../../../../../us-variable.js';

/** Kentucky tax before refundable credits: the tax less the non-refundable credits used. */
export const ky_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ky_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },

  formula: (f) => {
    const tax = f.get('ky_income_tax_before_non_refundable_credits');
    const credits = f.get('ky_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
