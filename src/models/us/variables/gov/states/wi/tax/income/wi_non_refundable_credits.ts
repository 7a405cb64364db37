import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin non-refundable credits: the care, school property tax, married couple and itemized deduction credits, together at most the tax. */
export const wi_non_refundable_credits = defineUsVariable({
  id: 'wi_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  formula: (f) => {
    const tax = f.get('wi_income_tax_before_credits');
    const out = f.zeros();
    for (const id of [
      'wi_cdcc_potential',
      'wi_property_tax_credit',
      'wi_married_couple_credit',
      'wi_itemized_deduction_credit',
    ] as const) {
      const v = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
    }
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(out[i]!, Math.max(0, tax[i]!));
    return out;
  },
});
