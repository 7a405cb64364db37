import { defineUsVariable } from '../../us-variable.js';

/** Tax-exempt pension and annuity income (input). */
export const tax_exempt_pension_income = defineUsVariable({
  id: 'tax_exempt_pension_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Tax-exempt pension and annuity income',
  unit: 'currency-USD',
});
