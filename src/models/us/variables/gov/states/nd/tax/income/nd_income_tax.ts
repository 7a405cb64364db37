import { defineUsVariable } from '../../../../../us-variable.js';

/** North Dakota income tax: the tax before refundable credits less refundable credits. */
export const nd_income_tax = defineUsVariable({
  id: 'nd_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  formula: (f) => {
    const tax = f.get('nd_income_tax_before_refundable_credits');
    const credits = f.get('nd_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
