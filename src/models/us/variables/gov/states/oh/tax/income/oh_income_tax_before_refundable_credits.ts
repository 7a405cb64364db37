import { defineUsVariable } from '../../../../../us-variable.js';

/** Ohio tax after non-refundable credits (IT 1040 line 10). */
export const oh_income_tax_before_refundable_credits = defineUsVariable({
  id: 'oh_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => {
    const tax = f.get('oh_income_tax_before_non_refundable_credits');
    const credits = f.get('oh_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
