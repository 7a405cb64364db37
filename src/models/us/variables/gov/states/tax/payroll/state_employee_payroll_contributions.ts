import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_PAYROLL_TAXES } from '../../state-payroll-taxes.js';
import { sumStatePayrollTaxes } from './state-payroll-tax.js';

/**
 * Each person's employee payroll contributions to their own state's programs (disability, paid
 * leave, unemployment, transit): the sum of the state's contribution variables listed in
 * `STATE_PAYROLL_TAXES`; 0 in a state with none.
 */
export const state_employee_payroll_contributions = defineUsVariable({
  id: 'state_employee_payroll_contributions',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'State employee payroll contributions',
  unit: 'currency-USD',
  formula: (f) => sumStatePayrollTaxes(f, STATE_PAYROLL_TAXES),
});
