import { defineUsVariable } from '../../../us-variable.js';

/** Deductions from gross income in arriving at AGI: half of self-employment tax and the allowed capital loss. */
export const above_the_line_deductions = defineUsVariable({
  id: 'above_the_line_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Above-the-line deductions',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/62',
    'https://www.law.cornell.edu/uscode/text/26/1211#b',
  ],
  formula: (f) => {
    const seTax = f.get('self_employment_tax_ald');
    const gains = f.get('loss_limited_net_capital_gains');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = seTax[i]! + Math.max(0, -gains[i]!);
    return out;
  },
});
