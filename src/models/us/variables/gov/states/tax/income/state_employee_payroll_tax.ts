import { defineUsVariable } from '../../../../us-variable.js';

/** The tax unit's state employee payroll tax: the sum of its members' `state_person_employee_payroll_tax`. */
export const state_employee_payroll_tax = defineUsVariable({
  id: 'state_employee_payroll_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State employee payroll tax of the members',
  unit: 'currency-USD',
  formula: (f) => f.sum('state_person_employee_payroll_tax'),
});
