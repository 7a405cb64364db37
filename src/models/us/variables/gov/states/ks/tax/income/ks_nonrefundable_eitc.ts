import { defineUsVariable } from '../../../../../us-variable.js';

/** The part of the Kansas earned income credit the tax absorbs: at most the tax left after the child and dependent care credit. */
export const ks_nonrefundable_eitc = defineUsVariable({
  id: 'ks_nonrefundable_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas earned income credit used against the tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },

  formula: (f) => {
    const eitc = f.get('ks_eitc');
    const tax = f.get('ks_income_tax_before_credits');
    const care = f.get('ks_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(eitc[i]!, Math.max(0, tax[i]! - care[i]!));
    return out;
  },
});
