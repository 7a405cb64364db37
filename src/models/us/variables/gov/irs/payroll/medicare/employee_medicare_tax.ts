import { defineUsVariable } from '../../../../us-variable.js';

/** Employee Medicare (hospital insurance) tax on all wages (the additional 0.9% is separate). */
export const employee_medicare_tax = defineUsVariable({
  id: 'employee_medicare_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Employee Medicare tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/3101#b_1',
  formula: (f) => {
    const rate = f.p.gov.irs.payroll.medicare.rate.employee;
    const wages = f.get('employment_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = rate * Math.max(0, wages[i]!);
    return out;
  },
});
