import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/**
 * Each person's state employee payroll tax in their own state: the `employee_payroll_tax` role of
 * their state's income tax entry plus the state's payroll programs
 * (`state_employee_payroll_contributions`); 0 where the state has none.
 */
export const state_person_employee_payroll_tax = defineUsVariable({
  id: 'state_person_employee_payroll_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'State employee payroll tax (person)',
  unit: 'currency-USD',
  formula: (f) => {
    const out = selectByState(f, STATE_INCOME_TAXES, 'employee_payroll_tax');
    const programs = f.get('state_employee_payroll_contributions');
    for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + programs[i]!;
    return out;
  },
});
