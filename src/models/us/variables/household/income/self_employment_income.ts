import { defineUsVariable } from '../../us-variable.js';

/** Net self-employment income (input). */
export const self_employment_income = defineUsVariable({
  id: 'self_employment_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Net self-employment income',
  unit: 'currency-USD',
});
