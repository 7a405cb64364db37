import { addVariables } from '../../tax-vectors.js';
import { defineUsVariable } from '../../us-variable.js';

/** Pension and annuity income. */
export const pension_income = defineUsVariable({
  id: 'pension_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Pension and annuity income',
  unit: 'currency-USD',
  formula: (f) => addVariables(f, ['taxable_pension_income', 'tax_exempt_pension_income']),
});
