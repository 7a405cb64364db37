import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine income tax: the tax before refundable credits less refundable credits. */
export const me_income_tax = defineUsVariable({
  id: 'me_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  formula: (f) => {
    const tax = f.get('me_income_tax_before_refundable_credits');
    const credits = f.get('me_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
