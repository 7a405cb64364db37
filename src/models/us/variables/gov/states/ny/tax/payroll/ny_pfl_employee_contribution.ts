import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's New York Paid Family Leave contribution: the year's rate on gross wages, at most the annual maximum. */
export const ny_pfl_employee_contribution = defineUsVariable({
  id: 'ny_pfl_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New York Paid Family Leave employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://paidfamilyleave.ny.gov/cost',
  formula: (f) => {
    const p = f.p.gov.states.ny.tax.payroll.pfl;
    return wageContribution(f, p.employee_rate, { maxContribution: p.max_contribution });
  },
});
