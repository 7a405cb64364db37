import { defineUsVariable } from '../../us-variable.js';

/** Number of people in the SPM unit. */
export const spm_unit_size = defineUsVariable({
  id: 'spm_unit_size',
  entity: 'spm_unit',
  valueType: 'int',
  period: 'year',
  label: 'SPM unit size',
  unit: 'person',
  formula: (f) => Int32Array.from(f.count()),
});
