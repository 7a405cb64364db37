import { defineUkVariable } from '../../uk-variable.js';

/** Dividends (input). */
export const dividend_income = defineUkVariable({
  id: 'dividend_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Dividend income',
  unit: 'currency-GBP',
});
