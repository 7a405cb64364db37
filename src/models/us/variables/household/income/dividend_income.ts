import { addVariables } from '../../tax-vectors.js';
import { defineUsVariable } from '../../us-variable.js';

/** Dividend income. */
export const dividend_income = defineUsVariable({
  id: 'dividend_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Dividend income',
  unit: 'currency-USD',
  formula: (f) => addVariables(f, ['qualified_dividend_income', 'non_qualified_dividend_income']),
});
