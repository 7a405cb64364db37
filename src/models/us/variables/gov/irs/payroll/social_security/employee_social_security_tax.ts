import { defineUsVariable } from '../../../../us-variable.js';

/** Employee Social Security (OASDI) tax on wages up to the wage base. */
export const employee_social_security_tax = defineUsVariable({
  id: 'employee_social_security_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Employee Social Security tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/3101#a',
  formula: (f) => {
    const p = f.p.gov.irs.payroll.social_security;
    const wages = f.get('employment_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = p.rate.employee * Math.min(Math.max(0, wages[i]!), p.cap);
    return out;
  },
});
