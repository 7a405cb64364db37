import { defineUkVariable } from '../../uk-variable.js';

/** Age in years (input). */
export const age = defineUkVariable({
  id: 'age',
  entity: 'person',
  valueType: 'int',
  period: 'year',
  label: 'Age',
  unit: 'year',
  min: 0,
  default: 40,
});
