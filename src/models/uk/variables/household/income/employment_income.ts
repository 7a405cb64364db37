import { defineUkVariable } from '../../uk-variable.js';

/** Gross employment income (input). */
export const employment_income = defineUkVariable({
  id: 'employment_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Employment income',
  unit: 'currency-GBP',
});
