import { defineUsVariable } from '../../../us-variable.js';

/** Monthly gross income of the SNAP household: earned plus unearned (7 U.S.C. 2014(d)). */
export const snap_gross_income = defineUsVariable({
  id: 'snap_gross_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP gross income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#d',
  formula: (f) => {
    const earned = f.get('snap_earned_income');
    const unearned = f.get('snap_unearned_income');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = earned[i]! + unearned[i]!;
    return out;
  },
});
