import { defineUsVariable } from '../../us-variable.js';

/** Rent paid (input). */
export const rent = defineUsVariable({
  id: 'rent',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Rent',
  unit: 'currency-USD',
});
