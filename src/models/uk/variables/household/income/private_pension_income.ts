import { defineUkVariable } from '../../uk-variable.js';

/** Occupational and personal pension income (input). */
export const private_pension_income = defineUkVariable({
  id: 'private_pension_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Private pension income',
  unit: 'currency-GBP',
});
