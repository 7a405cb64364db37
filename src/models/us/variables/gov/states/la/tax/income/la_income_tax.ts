import { defineUsVariable } from '../../../../../us-variable.js';

/** Louisiana income tax: the tax before refundable credits less refundable credits. */
export const la_income_tax = defineUsVariable({
  id: 'la_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  formula: (f) => {
    const tax = f.get('la_income_tax_before_refundable_credits');
    const credits = f.get('la_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
