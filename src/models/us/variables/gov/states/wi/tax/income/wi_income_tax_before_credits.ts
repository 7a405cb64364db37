import { defineUsVariable } from '../../../../../us-variable.js';
import { wiRateTax } from './wi-schedules.js';

/** Wisconsin income tax before credits: the schedule for the filing status on taxable income (Wis. Stat. 71.06). */
export const wi_income_tax_before_credits = defineUsVariable({
  id: 'wi_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/06',
  formula: (f) => wiRateTax(f, f.get('wi_taxable_income')),
});
