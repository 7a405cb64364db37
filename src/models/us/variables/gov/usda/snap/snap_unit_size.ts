import { defineUsVariable } from '../../../us-variable.js';

/** Number of SNAP-eligible members of the SPM unit (disqualified members are excluded, 7 CFR 273.11(c)). */
export const snap_unit_size = defineUsVariable({
  id: 'snap_unit_size',
  entity: 'spm_unit',
  valueType: 'int',
  period: 'month',
  label: 'SNAP unit size',
  unit: 'person',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.11#c',
  formula: (f) => Int32Array.from(f.sum('is_snap_unit_eligible_person')),
});
