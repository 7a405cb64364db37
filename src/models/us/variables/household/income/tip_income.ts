import { defineUsVariable } from '../../us-variable.js';

/** Qualified tips (a part of employment income) (input). */
export const tip_income = defineUsVariable({
  id: 'tip_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Qualified tips (a part of employment income)',
  unit: 'currency-USD',
});
