import { defineUsVariable } from '../../../../../us-variable.js';

/** Montana income tax: the tax less non-refundable credits (at least 0), less refundable credits. */
export const mt_income_tax = defineUsVariable({
  id: 'mt_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Montana income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  formula: (f) => {
    const tax = f.get('mt_income_tax_before_refundable_credits');
    const credits = f.get('mt_non_refundable_credits');
    const refundable = f.get('mt_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, tax[i]! - credits[i]!) - refundable[i]!;
    return out;
  },
});
