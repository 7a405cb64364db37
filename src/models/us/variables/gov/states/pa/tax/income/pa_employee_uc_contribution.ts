import { defineUsVariable } from '../../../../../us-variable.js';

/** An employee's Pennsylvania unemployment compensation contribution: 0.07% of all wages (43 P.S. 781.4). */
export const pa_employee_uc_contribution = defineUsVariable({
  id: 'pa_employee_uc_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania employee unemployment compensation contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pa.gov/agencies/dli/programs-services/unemployment-compensation/uc-tax-services/uc-tax-rates',
  formula: (f) => {
    const rate = f.p.gov.states.pa.tax.payroll.uc_employee_rate;
    const wages = f.get('employment_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, wages[i]!) * rate;
    return out;
  },
});
