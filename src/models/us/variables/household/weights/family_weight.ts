import { defineUsVariable } from '../../us-variable.js';

/** Weight of the family: its household's weight unless given. */
export const family_weight = defineUsVariable({
  id: 'family_weight',
  entity: 'family',
  valueType: 'float',
  period: 'year',
  label: 'Family weight',
  quantity: 'stock',
  formula: (f) => Float64Array.from(f.get('household_weight')),
});
