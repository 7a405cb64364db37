import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** A worker's New Jersey family leave insurance contribution, on wages up to the disability wage base. */
export const nj_fli_employee_contribution = defineUsVariable({
  id: 'nj_fli_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey FLI worker contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/labor/ea/employer-services/rate-info/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.payroll;
    return wageContribution(f, p.fli.employee_rate, { wageBase: p.tdi.taxable_wage_base });
  },
});
