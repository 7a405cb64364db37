import { defineUsVariable } from '../../us-variable.js';

/** A child for the SPM equivalence scale and poverty breakdowns: under 18. */
export const is_spm_child = defineUsVariable({
  id: 'is_spm_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Child (under 18) for the SPM',
  formula: (f) => Uint8Array.from(f.get('age'), (a) => (a < 18 ? 1 : 0)),
});
