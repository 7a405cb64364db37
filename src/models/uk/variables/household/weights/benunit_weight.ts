import { defineUkVariable } from '../../uk-variable.js';

/** Survey weight of the benefit unit (input; 1 when not given). */
export const benunit_weight = defineUkVariable({
  id: 'benunit_weight',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Benefit unit weight',
  quantity: 'stock',
  default: 1,
});
