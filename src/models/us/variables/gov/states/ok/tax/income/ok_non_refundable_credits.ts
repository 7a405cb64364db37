import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma non-refundable credits: the child care/child tax credit, in whichever form is larger (the other credits have no input). */
export const ok_non_refundable_credits = defineUsVariable({
  id: 'ok_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const ctc = f.get('ok_ctc');
    const cdcc = f.get('ok_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = ctc[i]! + cdcc[i]!;
    return out;
  },
});
