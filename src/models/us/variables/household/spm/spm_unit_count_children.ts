import { defineUsVariable } from '../../us-variable.js';

/** Number of children (under 18) in the SPM unit: the key by which its child care expenses are shared among its tax units. */
export const spm_unit_count_children = defineUsVariable({
  id: 'spm_unit_count_children',
  entity: 'spm_unit',
  valueType: 'int',
  period: 'year',
  label: 'Children in the SPM unit',
  unit: 'person',
  formula: (f) => Int32Array.from(f.count({ mask: 'is_spm_child' })),
});
