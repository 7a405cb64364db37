import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia income tax. */
export const ga_income_tax = defineUsVariable({
  id: 'ga_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  formula: (f) => {
    const tax = f.get('ga_income_tax_before_refundable_credits');
    const credits = f.get('ga_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
