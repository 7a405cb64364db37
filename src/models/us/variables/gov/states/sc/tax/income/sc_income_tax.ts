import { defineUsVariable } from '../../../../../us-variable.js';

/** South Carolina income tax: the tax before refundable credits less refundable credits. */
export const sc_income_tax = defineUsVariable({
  id: 'sc_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  formula: (f) => {
    const tax = f.get('sc_income_tax_before_refundable_credits');
    const credits = f.get('sc_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
