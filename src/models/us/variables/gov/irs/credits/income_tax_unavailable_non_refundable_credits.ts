import { defineUsVariable } from '../../../us-variable.js';

/** Non-refundable credits that cannot be used for lack of tax liability. */
export const income_tax_unavailable_non_refundable_credits = defineUsVariable({
  id: 'income_tax_unavailable_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Unused non-refundable credits',
  unit: 'currency-USD',
  formula: (f) => {
    const credits = f.get('income_tax_non_refundable_credits');
    const used = f.get('income_tax_capped_non_refundable_credits');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = credits[i]! - used[i]!;
    return out;
  },
});
