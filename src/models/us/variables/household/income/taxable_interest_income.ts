import { defineUsVariable } from '../../us-variable.js';

/** Taxable interest income (input). */
export const taxable_interest_income = defineUsVariable({
  id: 'taxable_interest_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable interest income',
  unit: 'currency-USD',
});
