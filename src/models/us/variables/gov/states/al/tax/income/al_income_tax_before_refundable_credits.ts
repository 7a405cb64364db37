import { defineUsVariable } from '../../../../../us-variable.js';

/** Alabama tax before refundable credits: the tax less the non-refundable credits; at least 0. */
export const al_income_tax_before_refundable_credits = defineUsVariable({
  id: 'al_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },

  formula: (f) => {
    const tax = f.get('al_income_tax_before_credits');
    const credits = f.get('al_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
