import { defineUsVariable } from '../../../us-variable.js';

/** SNAP net income: gross income less deductions, not below zero (7 U.S.C. 2014(e)). */
export const snap_net_income = defineUsVariable({
  id: 'snap_net_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP net income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e',
  formula: (f) => {
    const gross = f.get('snap_gross_income');
    const deductions = f.get('snap_deductions');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(gross[i]! - deductions[i]!, 0);
    return out;
  },
});
