import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/**
 * Taxes of the household before refundable credits: employee payroll taxes (with the Additional
 * Medicare Tax), self-employment tax, federal income tax before refundable credits, and its tax
 * units' state income tax before refundable credits and state use tax.
 */
export const household_tax_before_refundable_credits = defineUsVariable({
  id: 'household_tax_before_refundable_credits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household tax before refundable credits',
  unit: 'currency-USD',
  formula: (f) =>
    sumVariables(
      f,
      [
        'employee_payroll_tax',
        'self_employment_tax',
        'income_tax_before_refundable_credits',
        'state_income_tax_before_refundable_credits',
        'state_use_tax',
      ],
      'members',
    ),
});
