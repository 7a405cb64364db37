import { defineUsVariable } from '../../../../../us-variable.js';

/** Rhode Island income tax: the tax before refundable credits less refundable credits. */
export const ri_income_tax = defineUsVariable({
  id: 'ri_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  formula: (f) => {
    const tax = f.get('ri_income_tax_before_refundable_credits');
    const credits = f.get('ri_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
