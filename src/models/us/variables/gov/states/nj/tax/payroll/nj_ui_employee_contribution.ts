import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** A worker's New Jersey unemployment and workforce development contributions, on wages up to the unemployment wage base. */
export const nj_ui_employee_contribution = defineUsVariable({
  id: 'nj_ui_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey UI and workforce worker contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/labor/ea/employer-services/rate-info/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.payroll.unemployment;
    return wageContribution(f, p.employee_rate + p.workforce_rate, {
      wageBase: p.taxable_wage_base,
    });
  },
});
