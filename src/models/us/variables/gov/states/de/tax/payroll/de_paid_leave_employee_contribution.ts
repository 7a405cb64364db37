import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Delaware Paid Leave contribution (the half an employer may deduct, from 2025), on wages up to the Social Security wage base. */
export const de_paid_leave_employee_contribution = defineUsVariable({
  id: 'de_paid_leave_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Delaware Paid Leave employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title19/c037/index.html',
  formula: (f) => {
    const cap = f.p.gov.irs.payroll.social_security.cap;
    return wageContribution(f, f.p.gov.states.de.tax.payroll.paid_leave.employee_rate, {
      wageBase: cap,
    });
  },
});
