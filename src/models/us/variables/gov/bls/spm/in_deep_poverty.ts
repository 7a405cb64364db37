import { defineUsVariable } from '../../../us-variable.js';

/** In deep poverty (the SPM unit is in deep SPM poverty). */
export const in_deep_poverty = defineUsVariable({
  id: 'in_deep_poverty',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'In deep poverty (the SPM unit is in deep SPM poverty)',
  formula: (f) => Uint8Array.from(f.get('spm_unit_is_in_deep_spm_poverty')),
});
