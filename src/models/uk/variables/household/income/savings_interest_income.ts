import { defineUkVariable } from '../../uk-variable.js';

/** Interest on savings (input). */
export const savings_interest_income = defineUkVariable({
  id: 'savings_interest_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Savings interest income',
  unit: 'currency-GBP',
});
