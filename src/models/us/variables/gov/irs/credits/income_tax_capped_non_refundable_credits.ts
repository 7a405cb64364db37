import { defineUsVariable } from '../../../us-variable.js';

/** Non-refundable credits used: limited to income tax before credits. */
export const income_tax_capped_non_refundable_credits = defineUsVariable({
  id: 'income_tax_capped_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Non-refundable credits used',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/26#a',
  formula: (f) => {
    const credits = f.get('income_tax_non_refundable_credits');
    const tax = f.get('income_tax_before_credits');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, Math.min(credits[i]!, tax[i]!));
    return out;
  },
});
