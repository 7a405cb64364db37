import { defineUsVariable } from '../../us-variable.js';

/** Unemployment compensation (input). */
export const unemployment_compensation = defineUsVariable({
  id: 'unemployment_compensation',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Unemployment compensation',
  unit: 'currency-USD',
});
