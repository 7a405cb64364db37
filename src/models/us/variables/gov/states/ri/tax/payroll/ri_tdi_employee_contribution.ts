import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Rhode Island temporary disability insurance contribution, on wages up to the taxable wage base. */
export const ri_tdi_employee_contribution = defineUsVariable({
  id: 'ri_tdi_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island TDI employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'https://webserver.rilegislature.gov/Statutes/TITLE28/28-40/28-40-1.htm',
  formula: (f) => {
    const p = f.p.gov.states.ri.tax.payroll.tdi;
    return wageContribution(f, p.employee_rate, { wageBase: p.taxable_wage_base });
  },
});
