import { defineUsVariable } from '../../../../../us-variable.js';

/** Michigan tax after non-refundable credits. */
export const mi_income_tax_before_refundable_credits = defineUsVariable({
  id: 'mi_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  formula: (f) => {
    const tax = f.get('mi_income_tax_before_non_refundable_credits');
    const credits = f.get('mi_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
