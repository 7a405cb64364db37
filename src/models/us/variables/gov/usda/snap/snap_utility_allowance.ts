import { defineUsVariable } from '../../../us-variable.js';

/**
 * SNAP standard utility allowance. Utility costs are not an input of this model, so no household
 * qualifies for an allowance and it is 0 (7 U.S.C. 2014(e)(6)(C)).
 */
export const snap_utility_allowance = defineUsVariable({
  id: 'snap_utility_allowance',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP utility allowance',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_6_C',
  formula: (f) => f.zeros(),
});
