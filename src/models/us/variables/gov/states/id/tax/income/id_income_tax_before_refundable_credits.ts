import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho income tax after non-refundable credits, at least 0. */
export const id_income_tax_before_refundable_credits = defineUsVariable({
  id: 'id_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  formula: (f) => {
    const tax = f.get('id_income_tax_before_credits');
    const credits = f.get('id_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
