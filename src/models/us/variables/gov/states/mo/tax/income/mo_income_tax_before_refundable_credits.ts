import { defineUsVariable } from '../../../../../us-variable.js';

/** Missouri tax after non-refundable credits, at least 0. */
export const mo_income_tax_before_refundable_credits = defineUsVariable({
  id: 'mo_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  formula: (f) => {
    const tax = f.get('mo_income_tax_before_credits');
    const credits = f.get('mo_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
