import { defineUsVariable } from '../../../../../us-variable.js';

/** Utah income tax: the tax before refundable credits less refundable credits. */
export const ut_income_tax = defineUsVariable({
  id: 'ut_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  formula: (f) => {
    const tax = f.get('ut_income_tax_before_refundable_credits');
    const credits = f.get('ut_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
