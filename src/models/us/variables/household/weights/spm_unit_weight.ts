import { defineUsVariable } from '../../us-variable.js';

/** Weight of the spm unit: its household's weight unless given. */
export const spm_unit_weight = defineUsVariable({
  id: 'spm_unit_weight',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit weight',
  quantity: 'stock',
  formula: (f) => Float64Array.from(f.get('household_weight')),
});
