import { defineUsVariable } from '../../us-variable.js';

/** Home mortgage interest paid (input). */
export const home_mortgage_interest = defineUsVariable({
  id: 'home_mortgage_interest',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Home mortgage interest paid',
  unit: 'currency-USD',
});
