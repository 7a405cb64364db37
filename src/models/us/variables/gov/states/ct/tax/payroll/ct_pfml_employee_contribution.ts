import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Connecticut paid leave contribution, on wages up to the Social Security wage base. */
export const ct_pfml_employee_contribution = defineUsVariable({
  id: 'ct_pfml_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut paid leave employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_557.htm#sec_31-49m',
  formula: (f) => {
    const cap = f.p.gov.irs.payroll.social_security.cap;
    return wageContribution(f, f.p.gov.states.ct.tax.payroll.pfml.employee_rate, { wageBase: cap });
  },
});
