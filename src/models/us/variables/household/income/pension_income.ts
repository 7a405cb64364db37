import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Pension and annuity income. */
export const pension_income = defineUsVariable({
  id: 'pension_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Pension and annuity income',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, ['taxable_pension_income', 'tax_exempt_pension_income']),
});
