import { defineUsVariable } from '../../../us-variable.js';

/** Monthly earned income of the SNAP household (7 CFR 273.9(b)(1)). */
export const snap_earned_income = defineUsVariable({
  id: 'snap_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP earned income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.9#b_1',
  formula: (f) => f.sum('snap_earned_income_person'),
});
