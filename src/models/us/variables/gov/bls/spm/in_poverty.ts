import { defineUsVariable } from '../../../us-variable.js';

/** In poverty (the SPM unit is in SPM poverty). */
export const in_poverty = defineUsVariable({
  id: 'in_poverty',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In poverty (the SPM unit is in SPM poverty)',
  formula: (f) => Uint8Array.from(f.get('spm_unit_is_in_spm_poverty')),
});
