import { defineUsVariable } from '../../../us-variable.js';

/** Federal income tax after all credits (negative when refundable credits exceed tax). */
export const income_tax = defineUsVariable({
  id: 'income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Federal income tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/1',
  formula: (f) => {
    const before = f.get('income_tax_before_refundable_credits');
    const refundable = f.get('income_tax_refundable_credits');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = before[i]! - refundable[i]!;
    return out;
  },
});
