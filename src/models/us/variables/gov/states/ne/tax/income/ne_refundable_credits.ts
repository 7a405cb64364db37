import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska refundable credits: the earned income credit, the child care tax credit and the refundable child care credit. */
export const ne_refundable_credits = defineUsVariable({
  id: 'ne_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },

  formula: (f) => {
    const eitc = f.get('ne_eitc');
    const ctc = f.get('ne_ctc');
    const care = f.get('ne_cdcc_refundable');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + ctc[i]! + care[i]!;
    return out;
  },
});
