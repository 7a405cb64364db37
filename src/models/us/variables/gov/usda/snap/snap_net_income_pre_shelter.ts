import { sumVariables } from '../../../sum-variables.js';
import { defineUsVariable } from '../../../us-variable.js';

/** SNAP income after every deduction but the shelter deduction (7 U.S.C. 2014(e)(6)(A)). */
export const snap_net_income_pre_shelter = defineUsVariable({
  id: 'snap_net_income_pre_shelter',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP net income before the shelter deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_6',
  formula: (f) => {
    const gross = f.get('snap_gross_income');
    const ids = [
      'snap_standard_deduction',
      'snap_earned_income_deduction',
      'snap_dependent_care_deduction',
      'snap_excess_medical_expense_deduction',
    ] as const;
    const deductions = sumVariables(f, ids);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(gross[i]! - deductions[i]!, 0);
    return out;
  },
});
