import { defineUsVariable } from '../../../../../us-variable.js';

/** DC income tax: the tax before refundable credits less the refundable credits. */
export const dc_income_tax = defineUsVariable({
  id: 'dc_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03',
  formula: (f) => {
    const tax = f.get('dc_income_tax_before_refundable_credits');
    const credits = f.get('dc_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
