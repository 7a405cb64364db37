import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Maine paid family and medical leave premium (the half an employer may deduct, from 2025), on wages up to the Social Security wage base. */
export const me_pfml_employee_contribution = defineUsVariable({
  id: 'me_pfml_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Maine PFML employee premium',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/26/title26sec850-F.html',
  formula: (f) => {
    const cap = f.p.gov.irs.payroll.social_security.cap;
    return wageContribution(f, f.p.gov.states.me.tax.payroll.pfml.employee_rate, { wageBase: cap });
  },
});
