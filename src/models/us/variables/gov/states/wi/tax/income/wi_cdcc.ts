import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin child and dependent care credit as applied: at most the tax (it is applied first). */
export const wi_cdcc = defineUsVariable({
  id: 'wi_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  formula: (f) => {
    const credit = f.get('wi_cdcc_potential');
    const tax = f.get('wi_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(credit[i]!, Math.max(0, tax[i]!));
    return out;
  },
});
