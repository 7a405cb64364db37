import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Paid Leave Oregon contribution, on wages up to the year's maximum. */
export const or_paid_leave_employee_contribution = defineUsVariable({
  id: 'or_paid_leave_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Paid Leave Oregon employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://www.oregonlegislature.gov/bills_laws/ors/ors657B.html',
  formula: (f) => {
    const p = f.p.gov.states.or.tax.payroll.paid_leave;
    return wageContribution(f, p.employee_rate, { wageBase: p.wage_base });
  },
});
