import { defineUsVariable } from '../../us-variable.js';

/** Age in years at the end of the year (input). */
export const age = defineUsVariable({
  id: 'age',
  entity: 'person',
  valueType: 'int',
  period: 'year',
  label: 'Age',
  unit: 'year',
  default: 40,
});
