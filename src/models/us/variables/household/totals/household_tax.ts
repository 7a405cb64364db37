import { defineUsVariable } from '../../us-variable.js';
import { mapFloat } from '../../benefits/benefit-vectors.js';

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
    return mapFloat(before, (v, i) => v - credits[i]!);
  },
});
