import { defineUsVariable } from '../../../../../us-variable.js';

/** Indiana income tax: the tax less refundable credits (negative when they exceed it). */
export const in_income_tax = defineUsVariable({
  id: 'in_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  formula: (f) => {
    const tax = f.get('in_income_tax_before_refundable_credits');
    const credits = f.get('in_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
