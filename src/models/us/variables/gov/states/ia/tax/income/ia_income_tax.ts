import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa income tax: the tax before refundable credits less refundable credits. */
export const ia_income_tax = defineUsVariable({
  id: 'ia_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  formula: (f) => {
    const tax = f.get('ia_income_tax_before_refundable_credits');
    const credits = f.get('ia_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
