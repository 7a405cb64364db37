import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut tax before refundable credits (CT-1040 line 12): the tax after the personal tax credit less the non-refundable credits; at least 0. */
export const ct_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ct_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },

  formula: (f) => {
    const tax = f.get('ct_income_tax_after_personal_credits');
    const credits = f.get('ct_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
