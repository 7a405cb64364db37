import { defineUkVariable } from '../../uk-variable.js';

/** Survey weight of the person (input; 1 when not given). */
export const person_weight = defineUkVariable({
  id: 'person_weight',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Person weight',
  quantity: 'stock',
  default: 1,
});
