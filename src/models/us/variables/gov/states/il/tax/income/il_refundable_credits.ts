import { defineUsVariable } from '../../../../../us-variable.js';

/** Illinois refundable credits: the earned income credit and the child tax credit. */
export const il_refundable_credits = defineUsVariable({
  id: 'il_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  formula: (f) => {
    const eitc = f.get('il_eitc');
    const ctc = f.get('il_ctc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + ctc[i]!;
    return out;
  },
});
