import { sumVariables } from '../../../sum-variables.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Total SNAP deductions from gross income (7 U.S.C. 2014(e)). */
export const snap_deductions = defineUsVariable({
  id: 'snap_deductions',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP deductions',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e',
  formula: (f) => {
    const ids = [
      'snap_standard_deduction',
      'snap_earned_income_deduction',
      'snap_dependent_care_deduction',
      'snap_excess_medical_expense_deduction',
      'snap_excess_shelter_expense_deduction',
    ] as const;
    return sumVariables(f, ids);
  },
});
