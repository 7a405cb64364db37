import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma income tax: the tax before refundable credits less refundable credits. */
export const ok_income_tax = defineUsVariable({
  id: 'ok_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  formula: (f) => {
    const tax = f.get('ok_income_tax_before_refundable_credits');
    const credits = f.get('ok_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
