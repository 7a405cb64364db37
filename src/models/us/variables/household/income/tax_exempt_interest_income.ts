import { defineUsVariable } from '../../us-variable.js';

/** Tax-exempt interest income (input). */
export const tax_exempt_interest_income = defineUsVariable({
  id: 'tax_exempt_interest_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Tax-exempt interest income',
  unit: 'currency-USD',
});
