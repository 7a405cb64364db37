import { defineUsVariable } from '../../us-variable.js';

/** Non-qualified (ordinary) dividend income (input). */
export const non_qualified_dividend_income = defineUsVariable({
  id: 'non_qualified_dividend_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Non-qualified (ordinary) dividend income',
  unit: 'currency-USD',
});
