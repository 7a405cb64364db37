import { defineUsVariable } from '../../../../us-variable.js';

/** Non-refundable part of the child tax credit: the credit less its refundable part (before the tax limit). */
export const non_refundable_ctc = defineUsVariable({
  id: 'non_refundable_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Non-refundable child tax credit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24',
  formula: (f) => {
    const credit = f.get('ctc');
    const refundable = f.get('refundable_ctc');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, credit[i]! - refundable[i]!);
    return out;
  },
});
