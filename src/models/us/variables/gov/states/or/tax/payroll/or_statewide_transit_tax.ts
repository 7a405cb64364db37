import { defineUsVariable } from '../../../../../us-variable.js';
import { wageContribution } from '../../../tax/payroll/wage-contribution.js';

/** An employee's Oregon statewide transit tax: 0.1% of all wages. */
export const or_statewide_transit_tax = defineUsVariable({
  id: 'or_statewide_transit_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Oregon statewide transit tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://www.oregonlegislature.gov/bills_laws/ors/ors320.html',
  formula: (f) => {
    return wageContribution(f, f.p.gov.states.or.tax.payroll.statewide_transit.employee_rate);
  },
});
