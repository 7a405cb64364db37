import { defineUsVariable } from '../../../../us-variable.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * Deductions from AGI: standard or itemized (with the non-itemizers' charitable deduction), the
 * QBI deduction, the senior deduction and, from 2025, the tips and overtime deductions.
 */
export const taxable_income_deductions = defineUsVariable({
  id: 'taxable_income_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Taxable income deductions',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63',
  formula: (f) =>
    sumVariables(f, [
      'standard_or_itemized_deduction',
      'taxable_income_deductions_other_than_itemized',
      'qualified_business_income_deduction',
    ]),
});
