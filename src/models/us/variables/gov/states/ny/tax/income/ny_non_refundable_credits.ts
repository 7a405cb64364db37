import { defineUsVariable } from '../../../../../us-variable.js';

/** New York nonrefundable credits: the household credit, at most the tax. */
export const ny_non_refundable_credits = defineUsVariable({
  id: 'ny_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York nonrefundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const credit = f.get('ny_household_credit');
    const tax = f.get('ny_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, Math.min(credit[i]!, tax[i]!));
    return out;
  },
});
