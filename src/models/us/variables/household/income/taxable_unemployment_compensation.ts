import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Taxable unemployment compensation. */
export const taxable_unemployment_compensation = defineUsVariable({
  id: 'taxable_unemployment_compensation',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable unemployment compensation',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/85',
  formula: (f) => sumVariables(f, ['unemployment_compensation']),
});
