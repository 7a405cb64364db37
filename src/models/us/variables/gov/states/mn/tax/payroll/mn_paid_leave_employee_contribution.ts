import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Minnesota Paid Leave premium (the half an employer may deduct, from 2026), on wages up to the Social Security wage base. */
export const mn_paid_leave_employee_contribution = defineUsVariable({
  id: 'mn_paid_leave_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota Paid Leave employee premium',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/268B.14',
  formula: (f) => {
    const cap = f.p.gov.irs.payroll.social_security.cap;
    return wageContribution(f, f.p.gov.states.mn.tax.payroll.paid_leave.employee_rate, {
      wageBase: cap,
    });
  },
});
