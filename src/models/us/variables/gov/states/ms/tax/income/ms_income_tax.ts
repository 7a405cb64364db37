import { defineUsVariable } from '../../../../../us-variable.js';

/** Mississippi income tax: the tax less non-refundable credits (at least 0), less refundable credits. */
export const ms_income_tax = defineUsVariable({
  id: 'ms_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  formula: (f) => {
    const tax = f.get('ms_income_tax_before_credits');
    const credits = f.get('ms_non_refundable_credits');
    const refundable = f.get('ms_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, tax[i]! - credits[i]!) - refundable[i]!;
    return out;
  },
});
