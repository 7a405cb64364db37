import { defineUsVariable } from '../../../../us-variable.js';

/** Qualified overtime compensation: the FLSA overtime premium. */
export const qualified_overtime_income = defineUsVariable({
  id: 'qualified_overtime_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Qualified overtime compensation',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/225#c',
  formula: (f) => {
    const premium = f.get('fsla_overtime_premium');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, premium[i]!);
    return out;
  },
});
