import { defineUsVariable } from '../../../../../us-variable.js';

/** Missouri income tax: the tax before refundable credits less refundable credits. */
export const mo_income_tax = defineUsVariable({
  id: 'mo_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  formula: (f) => {
    const tax = f.get('mo_income_tax_before_refundable_credits');
    const credits = f.get('mo_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
