import { defineUsVariable } from '../../../../../us-variable.js';

/** Louisiana tax after non-refundable credits (IT-540 line 16), at least 0. */
export const la_income_tax_before_refundable_credits = defineUsVariable({
  id: 'la_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  formula: (f) => {
    const tax = f.get('la_income_tax_before_credits');
    const credits = f.get('la_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
