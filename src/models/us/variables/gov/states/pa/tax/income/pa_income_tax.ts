import { defineUsVariable } from '../../../../../us-variable.js';

/** Pennsylvania income tax: the tax after forgiveness less refundable credits (may be negative). */
export const pa_income_tax = defineUsVariable({
  id: 'pa_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  formula: (f) => {
    const tax = f.get('pa_income_tax_before_refundable_credits');
    const credits = f.get('pa_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
