import { defineUsVariable } from '../../../us-variable.js';

/**
 * SNAP benefit for the month, for units that take it up (`takes_up_snap_if_eligible`, true by
 * default); emergency allotments ended in February 2023.
 */
export const snap = defineUsVariable({
  id: 'snap',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2017',
  definedFor: 'takes_up_snap_if_eligible',
  formula: (f) => Float64Array.from(f.get('snap_normal_allotment')),
});
