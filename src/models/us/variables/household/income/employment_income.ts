import { defineUsVariable } from '../../us-variable.js';

/** Wages and salaries, including tips and overtime pay (input). */
export const employment_income = defineUsVariable({
  id: 'employment_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Wages and salaries, including tips and overtime pay',
  unit: 'currency-USD',
});
