import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** Weeks in a year for the weekly maximum (52, as the Board's annual maximum of $31.20 reads). */
const WEEKS_PER_YEAR = 52;

/** An employee's New York disability benefits contribution: 0.5% of wages, at most the weekly maximum for each of the year's 52 weeks. */
export const ny_sdi_employee_contribution = defineUsVariable({
  id: 'ny_sdi_employee_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New York disability benefits employee contribution',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/WKC/209',
  formula: (f) => {
    const p = f.p.gov.states.ny.tax.payroll.sdi;
    return wageContribution(f, p.employee_rate, { maxContribution: WEEKS_PER_YEAR * p.weekly_max });
  },
});
