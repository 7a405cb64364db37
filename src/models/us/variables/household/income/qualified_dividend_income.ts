import { defineUsVariable } from '../../us-variable.js';

/** Qualified dividend income (input). */
export const qualified_dividend_income = defineUsVariable({
  id: 'qualified_dividend_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Qualified dividend income',
  unit: 'currency-USD',
});
