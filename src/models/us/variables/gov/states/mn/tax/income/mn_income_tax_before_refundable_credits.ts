import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota income tax after non-refundable credits. */
export const mn_income_tax_before_refundable_credits = defineUsVariable({
  id: 'mn_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => {
    const tax = f.get('mn_income_tax_before_credits');
    const credits = f.get('mn_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
