import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont income tax as the framework reports it: the tax before refundable credits less refundable credits. */
export const vt_income_tax_excluding_child_care_contribution = defineUsVariable({
  id: 'vt_income_tax_excluding_child_care_contribution',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont income tax excluding the child care contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },

  formula: (f) => {
    const tax = f.get('vt_income_tax_before_refundable_credits');
    const credits = f.get('vt_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
