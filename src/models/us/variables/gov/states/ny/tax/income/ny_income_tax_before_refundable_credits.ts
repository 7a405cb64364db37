import { defineUsVariable } from '../../../../../us-variable.js';

/** New York tax after nonrefundable credits. */
export const ny_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ny_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/601',
  formula: (f) => {
    const tax = f.get('ny_income_tax_before_credits');
    const credits = f.get('ny_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
