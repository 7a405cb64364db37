import { defineUsVariable } from '../../../../../us-variable.js';

/** South Carolina tax after non-refundable credits (SC1040 line 14), at least 0. */
export const sc_income_tax_before_refundable_credits = defineUsVariable({
  id: 'sc_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  formula: (f) => {
    const tax = f.get('sc_income_tax_before_credits');
    const credits = f.get('sc_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
