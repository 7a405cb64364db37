import { defineUkVariable } from '../../uk-variable.js';

/** Survey weight of the household (input; 1 when not given). */
export const household_weight = defineUkVariable({
  id: 'household_weight',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household weight',
  quantity: 'stock',
  default: 1,
});
