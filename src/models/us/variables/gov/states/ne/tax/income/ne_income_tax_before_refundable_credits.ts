import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska tax before refundable credits: the tax less the non-refundable credits; at least 0. */
export const ne_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ne_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },

  formula: (f) => {
    const tax = f.get('ne_income_tax_before_credits');
    const credits = f.get('ne_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
