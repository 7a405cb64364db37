import { defineUsVariable } from '../../../us-variable.js';

/**
 * Whether the SPM unit takes up SNAP when eligible (input; default true: the household calculator
 * pays every eligible unit). Population datasets draw it from the published participation rate.
 */
export const takes_up_snap_if_eligible = defineUsVariable({
  id: 'takes_up_snap_if_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Takes up SNAP if eligible',
  default: true,
});
