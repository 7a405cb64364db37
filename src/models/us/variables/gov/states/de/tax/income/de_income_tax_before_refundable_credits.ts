import { defineUsVariable } from '../../../../../us-variable.js';

/** Delaware tax after non-refundable credits, at least 0. */
export const de_income_tax_before_refundable_credits = defineUsVariable({
  id: 'de_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  formula: (f) => {
    const tax = f.get('de_income_tax_before_non_refundable_credits');
    const credits = f.get('de_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
