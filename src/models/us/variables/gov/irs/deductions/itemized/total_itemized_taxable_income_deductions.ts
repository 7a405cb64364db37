import { defineUsVariable } from '../../../../us-variable.js';
import { sumVariables } from '../../../../sum-variables.js';

/** Itemized deductions before the overall limitation. */
export const total_itemized_taxable_income_deductions = defineUsVariable({
  id: 'total_itemized_taxable_income_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Total itemized deductions',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#d',
  formula: (f) =>
    sumVariables(f, [
      'salt_deduction',
      'medical_expense_deduction',
      'interest_deduction',
      'charitable_deduction',
    ]),
});
