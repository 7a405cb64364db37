import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico income tax: the tax before refundable credits less refundable credits. */
export const nm_income_tax = defineUsVariable({
  id: 'nm_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  formula: (f) => {
    const tax = f.get('nm_income_tax_before_refundable_credits');
    const credits = f.get('nm_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
