import { defineUsVariable } from '../../../../../us-variable.js';

/** Hawaii tax before refundable credits: the tax less the non-refundable credits; at least 0. */
export const hi_income_tax_before_refundable_credits = defineUsVariable({
  id: 'hi_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  formula: (f) => {
    const tax = f.get('hi_income_tax_before_credits');
    const credits = f.get('hi_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
