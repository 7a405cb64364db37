import { defineUsVariable } from '../../../../../us-variable.js';

/** The part of the Kansas earned income credit beyond the tax, refunded. */
export const ks_refundable_eitc = defineUsVariable({
  id: 'ks_refundable_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas earned income credit refunded',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },

  formula: (f) => {
    const eitc = f.get('ks_eitc');
    const used = f.get('ks_nonrefundable_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! - used[i]!;
    return out;
  },
});
