import { defineUsVariable } from '../../../../../us-variable.js';

/** Ohio income tax: the tax after non-refundable credits less refundable credits. */
export const oh_income_tax = defineUsVariable({
  id: 'oh_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => {
    const tax = f.get('oh_income_tax_before_refundable_credits');
    const credits = f.get('oh_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
