import { defineUsVariable } from '../../../../../us-variable.js';

/** Delaware income tax: the tax before refundable credits less refundable credits. */
export const de_income_tax = defineUsVariable({
  id: 'de_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  formula: (f) => {
    const tax = f.get('de_income_tax_before_refundable_credits');
    const credits = f.get('de_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
