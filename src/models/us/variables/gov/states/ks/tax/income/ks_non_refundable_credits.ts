import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas non-refundable credits: the child and dependent care credit and the part of the earned income credit used against the tax (the others have no input). */
export const ks_non_refundable_credits = defineUsVariable({
  id: 'ks_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },

  formula: (f) => {
    const care = f.get('ks_cdcc');
    const eitc = f.get('ks_nonrefundable_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = care[i]! + eitc[i]!;
    return out;
  },
});
