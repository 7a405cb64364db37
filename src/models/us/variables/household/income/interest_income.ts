import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Interest income. */
export const interest_income = defineUsVariable({
  id: 'interest_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Interest income',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, ['taxable_interest_income', 'tax_exempt_interest_income']),
});
