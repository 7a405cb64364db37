import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** A worker's New Jersey temporary disability insurance contribution, on wages up to the disability wage base. */
export const nj_tdi_employee_contribution = defineUsVariable({
  id: 'nj_tdi_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey TDI worker contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/labor/ea/employer-services/rate-info/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.payroll;
    return wageContribution(f, p.tdi.employee_rate, { wageBase: p.tdi.taxable_wage_base });
  },
});
