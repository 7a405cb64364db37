import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Colorado FAMLI premium (the half an employer may deduct), on wages up to the Social Security wage base. */
export const co_famli_employee_contribution = defineUsVariable({
  id: 'co_famli_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Colorado FAMLI employee premium',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://famli.colorado.gov/employers/premiums',
  formula: (f) => {
    const cap = f.p.gov.irs.payroll.social_security.cap;
    return wageContribution(f, f.p.gov.states.co.tax.payroll.famli.employee_rate, {
      wageBase: cap,
    });
  },
});
