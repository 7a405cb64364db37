import { defineUsVariable } from '../../../us-variable.js';

/** SNAP dependent care deduction: child care costs paid, without cap since 2008 (7 U.S.C. 2014(e)(3)). */
export const snap_dependent_care_deduction = defineUsVariable({
  id: 'snap_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP dependent care deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_3',
  formula: (f) => Float64Array.from(f.get('childcare_expenses')),
});
