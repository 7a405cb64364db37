import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia income tax after non-refundable credits. */
export const ga_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ga_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  formula: (f) => {
    const tax = f.get('ga_income_tax_before_non_refundable_credits');
    const credits = f.get('ga_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
