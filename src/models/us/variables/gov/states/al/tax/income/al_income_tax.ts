import { defineUsVariable } from '../../../../../us-variable.js';

/** Alabama income tax: the tax before refundable credits less refundable credits. */
export const al_income_tax = defineUsVariable({
  id: 'al_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },

  formula: (f) => {
    const tax = f.get('al_income_tax_before_refundable_credits');
    const credits = f.get('al_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
