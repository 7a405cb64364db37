import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico tax before refundable credits: the tax less the non-refundable credits; at least 0. */
export const nm_income_tax_before_refundable_credits = defineUsVariable({
  id: 'nm_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  formula: (f) => {
    const tax = f.get('nm_income_tax_before_credits');
    const credits = f.get('nm_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
