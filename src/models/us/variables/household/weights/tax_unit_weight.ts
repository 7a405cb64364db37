import { defineUsVariable } from '../../us-variable.js';

/** Weight of the tax unit: its household's weight unless given. */
export const tax_unit_weight = defineUsVariable({
  id: 'tax_unit_weight',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Tax unit weight',
  quantity: 'stock',
  formula: (f) => Float64Array.from(f.get('household_weight')),
});
