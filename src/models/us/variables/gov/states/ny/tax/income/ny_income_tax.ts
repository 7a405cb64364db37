import { defineUsVariable } from '../../../../../us-variable.js';

/** New York State income tax: the tax before refundable credits less refundable credits (may be negative). */
export const ny_income_tax = defineUsVariable({
  id: 'ny_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/601',
  formula: (f) => {
    const tax = f.get('ny_income_tax_before_refundable_credits');
    const credits = f.get('ny_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
