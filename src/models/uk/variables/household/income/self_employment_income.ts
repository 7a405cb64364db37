import { defineUkVariable } from '../../uk-variable.js';

/** Trading profit of self-employment (input). */
export const self_employment_income = defineUkVariable({
  id: 'self_employment_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Self-employment income',
  unit: 'currency-GBP',
});
