import { defineUsVariable } from '../../../us-variable.js';

/** Above-the-line deduction of half the self-employment tax. */
export const self_employment_tax_ald = defineUsVariable({
  id: 'self_employment_tax_ald',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Self-employment tax deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/164#f',
  formula: (f) => {
    const tax = f.sum('self_employment_tax');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = tax[i]! / 2;
    return out;
  },
});
