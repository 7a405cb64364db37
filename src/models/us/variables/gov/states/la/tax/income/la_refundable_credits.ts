import { defineUsVariable } from '../../../../../us-variable.js';

/** Louisiana refundable credits (IT-540 lines 21-23): the earned income credit and the child care credit up to $25,000 of AGI. */
export const la_refundable_credits = defineUsVariable({
  id: 'la_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  formula: (f) => {
    const eitc = f.get('la_eitc');
    const cdcc = f.get('la_refundable_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + cdcc[i]!;
    return out;
  },
});
