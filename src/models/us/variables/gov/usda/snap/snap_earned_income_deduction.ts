import { defineUsVariable } from '../../../us-variable.js';

/** SNAP earned income deduction: 20% of earned income (7 U.S.C. 2014(e)(2)). */
export const snap_earned_income_deduction = defineUsVariable({
  id: 'snap_earned_income_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP earned income deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_2',
  formula: (f) => {
    const rate = f.p.gov.usda.snap.income.deductions.earned_income;
    const earned = f.get('snap_earned_income');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = earned[i]! * rate;
    return out;
  },
});
