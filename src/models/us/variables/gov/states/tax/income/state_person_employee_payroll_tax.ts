import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** Each person's state employee payroll tax in their own state (the `employee_payroll_tax` role of their state; 0 where the state has none). */
export const state_person_employee_payroll_tax = defineUsVariable({
  id: 'state_person_employee_payroll_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'State employee payroll tax (person)',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'employee_payroll_tax'),
});
