import { addVariables } from '../../tax-vectors.js';
import { defineUsVariable } from '../../us-variable.js';

/** Interest income. */
export const interest_income = defineUsVariable({
  id: 'interest_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Interest income',
  unit: 'currency-USD',
  formula: (f) => addVariables(f, ['taxable_interest_income', 'tax_exempt_interest_income']),
});
