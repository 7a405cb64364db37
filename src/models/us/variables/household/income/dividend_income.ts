import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Dividend income. */
export const dividend_income = defineUsVariable({
  id: 'dividend_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Dividend income',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, ['qualified_dividend_income', 'non_qualified_dividend_income']),
});
