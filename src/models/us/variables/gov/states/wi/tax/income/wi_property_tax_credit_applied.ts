import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin school property tax credit as applied: at most the tax left after the care,
 * itemized deduction and married couple credits (it is applied after them). */
export const wi_property_tax_credit_applied = defineUsVariable({
  id: 'wi_property_tax_credit_applied',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin school property tax credit (applied)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  formula: (f) => {
    const credit = f.get('wi_property_tax_credit');
    const tax = f.get('wi_income_tax_before_credits');
    const care = f.get('wi_cdcc');
    const itemized = f.get('wi_itemized_deduction_credit');
    const married = f.get('wi_married_couple_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const left = tax[i]! - care[i]! - itemized[i]! - married[i]!;
      out[i] = Math.min(credit[i]!, Math.max(0, left));
    }
    return out;
  },
});
