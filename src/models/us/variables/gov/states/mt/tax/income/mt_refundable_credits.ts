import { defineUsVariable } from '../../../../../us-variable.js';

/** Montana refundable credits: the earned income credit and the elderly homeowner/renter credit. */
export const mt_refundable_credits = defineUsVariable({
  id: 'mt_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Montana refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  formula: (f) => {
    const eitc = f.get('mt_eitc');
    const elderly = f.get('mt_elderly_homeowner_or_renter_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + elderly[i]!;
    return out;
  },
});
