import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's California State Disability Insurance contribution: the worker rate on all wages (no wage limit from 2024). */
export const ca_sdi_employee_contribution = defineUsVariable({
  id: 'ca_sdi_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'California SDI employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=UIC&sectionNum=984',
  formula: (f) => {
    return wageContribution(f, f.p.gov.states.ca.tax.payroll.sdi.employee_rate);
  },
});
