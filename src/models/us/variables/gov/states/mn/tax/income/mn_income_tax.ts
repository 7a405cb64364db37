import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota income tax (negative where refundable credits exceed the tax). */
export const mn_income_tax = defineUsVariable({
  id: 'mn_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => {
    const tax = f.get('mn_income_tax_before_refundable_credits');
    const credits = f.get('mn_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
