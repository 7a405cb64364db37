import { defineUsVariable } from '../../../../us-variable.js';

/** Standard deduction: basic plus additional. */
export const standard_deduction = defineUsVariable({
  id: 'standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Standard deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#c',
  formula: (f) => {
    const basic = f.get('basic_standard_deduction');
    const additional = f.get('additional_standard_deduction');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = basic[i]! + additional[i]!;
    return out;
  },
});
