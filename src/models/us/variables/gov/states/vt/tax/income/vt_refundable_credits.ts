import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont refundable credits: the earned income tax credit, the child tax credit and the child and dependent care credit (the renter credit, claimed apart on Form PR-141, is not modelled). */
export const vt_refundable_credits = defineUsVariable({
  id: 'vt_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },

  formula: (f) => {
    const eitc = f.get('vt_eitc');
    const ctc = f.get('vt_ctc');
    const cdcc = f.get('vt_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + ctc[i]! + cdcc[i]!;
    return out;
  },
});
