import { defineUsVariable } from '../../us-variable.js';

/** Weight of the person: its household's weight unless given. */
export const person_weight = defineUsVariable({
  id: 'person_weight',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Person weight',
  quantity: 'stock',
  formula: (f) => Float64Array.from(f.get('household_weight')),
});
