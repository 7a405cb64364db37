import { defineUsVariable } from '../../us-variable.js';

/** Taxes of the household net of refundable credits. */
export const household_tax = defineUsVariable({
  id: 'household_tax',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household tax',
  unit: 'currency-USD',
  formula: (f) => {
    const before = f.get('household_tax_before_refundable_credits');
    const credits = f.get('household_refundable_tax_credits');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = before[i]! - credits[i]!;
    return out;
  },
});
