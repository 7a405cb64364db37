import { defineUsVariable } from '../../us-variable.js';

/** Weight of the marital unit: its household's weight unless given. */
export const marital_unit_weight = defineUsVariable({
  id: 'marital_unit_weight',
  entity: 'marital_unit',
  valueType: 'float',
  period: 'year',
  label: 'Marital unit weight',
  quantity: 'stock',
  formula: (f) => Float64Array.from(f.get('household_weight')),
});
