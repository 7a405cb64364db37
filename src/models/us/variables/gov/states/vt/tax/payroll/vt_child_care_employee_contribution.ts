import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Vermont Child Care Contribution (the quarter an employer may withhold), on all wages. */
export const vt_child_care_employee_contribution = defineUsVariable({
  id: 'vt_child_care_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Vermont child care employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/245/10542',
  formula: (f) => {
    return wageContribution(f, f.p.gov.states.vt.tax.payroll.child_care.employee_rate);
  },
});
