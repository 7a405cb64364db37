import { defineUsVariable } from '../../../us-variable.js';

/**
 * Employee payroll tax of the tax unit: Social Security, Medicare and additional Medicare tax, and
 * the state payroll contributions withheld from its members' wages (`state_employee_payroll_tax`).
 */
export const employee_payroll_tax = defineUsVariable({
  id: 'employee_payroll_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Employee payroll tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/3101',
  formula: (f) => {
    const ss = f.sum('employee_social_security_tax');
    const medicare = f.sum('employee_medicare_tax');
    const additional = f.get('additional_medicare_tax');
    const state = f.get('state_employee_payroll_tax');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = ss[i]! + medicare[i]! + additional[i]! + state[i]!;
    return out;
  },
});
