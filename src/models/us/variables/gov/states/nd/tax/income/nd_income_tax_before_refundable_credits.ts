import { defineUsVariable } from '../../../../../us-variable.js';

/** North Dakota tax after non-refundable credits, at least 0. */
export const nd_income_tax_before_refundable_credits = defineUsVariable({
  id: 'nd_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  formula: (f) => {
    const tax = f.get('nd_income_tax_before_credits');
    const credits = f.get('nd_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
