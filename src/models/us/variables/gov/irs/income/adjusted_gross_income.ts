import { defineUsVariable } from '../../../us-variable.js';

/** Adjusted gross income: gross income of the members less above-the-line deductions. */
export const adjusted_gross_income = defineUsVariable({
  id: 'adjusted_gross_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Adjusted gross income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/62',
  formula: (f) => {
    const gross = f.sum('irs_gross_income');
    const ald = f.get('above_the_line_deductions');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = gross[i]! - ald[i]!;
    return out;
  },
});
