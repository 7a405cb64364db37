import { defineUsVariable } from '../../../../../us-variable.js';

/** DC tax before refundable credits (D-40 line 24): the tax less the non-refundable credits; at least 0. */
export const dc_income_tax_before_refundable_credits = defineUsVariable({
  id: 'dc_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03',
  formula: (f) => {
    const tax = f.get('dc_income_tax_before_credits');
    const credits = f.get('dc_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
