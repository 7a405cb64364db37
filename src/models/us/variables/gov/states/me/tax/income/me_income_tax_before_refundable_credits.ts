import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine income tax after the non-refundable credits, at least 0 (Form 1040ME line 24). */
export const me_income_tax_before_refundable_credits = defineUsVariable({
  id: 'me_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  formula: (f) => {
    const tax = f.get('me_income_tax_before_credits');
    const credits = f.get('me_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
