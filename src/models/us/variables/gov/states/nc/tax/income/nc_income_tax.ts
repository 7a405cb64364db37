import { defineUsVariable } from '../../../../../us-variable.js';

/** North Carolina income tax after credits. */
export const nc_income_tax = defineUsVariable({
  id: 'nc_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  formula: (f) => {
    const tax = f.get('nc_income_tax_before_credits');
    const credits = f.get('nc_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
