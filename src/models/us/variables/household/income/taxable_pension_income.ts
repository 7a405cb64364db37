import { defineUsVariable } from '../../us-variable.js';

/** Taxable pension and annuity income (input). */
export const taxable_pension_income = defineUsVariable({
  id: 'taxable_pension_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable pension and annuity income',
  unit: 'currency-USD',
});
