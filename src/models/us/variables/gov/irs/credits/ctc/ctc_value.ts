import { defineUsVariable } from '../../../../us-variable.js';

/** Child tax credit actually received: the part usable against tax plus the refundable part. */
export const ctc_value = defineUsVariable({
  id: 'ctc_value',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Child tax credit value',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24',
  formula: (f) => {
    const credit = f.get('ctc');
    const liability = f.get('ctc_limiting_tax_liability');
    const refundable = f.get('refundable_ctc');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = Math.min(credit[i]!, Math.max(0, liability[i]!) + refundable[i]!);
    return out;
  },
});
