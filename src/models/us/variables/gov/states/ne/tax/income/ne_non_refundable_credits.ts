import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska non-refundable credits: the personal exemption credit and the non-refundable child care credit (the others have no input). */
export const ne_non_refundable_credits = defineUsVariable({
  id: 'ne_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },

  formula: (f) => {
    const exemption = f.get('ne_personal_exemption_credit');
    const care = f.get('ne_cdcc_nonrefundable');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = exemption[i]! + care[i]!;
    return out;
  },
});
