import { defineUsVariable } from '../../../../../us-variable.js';
import { mnRateTax } from './mn-schedules.js';

/** Minnesota income tax before credits: the schedule for the filing status on taxable income (Minn. Stat. 290.06; the AMT and the investment income tax are not modelled). */
export const mn_income_tax_before_credits = defineUsVariable({
  id: 'mn_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.06',
  formula: (f) => mnRateTax(f, f.get('mn_taxable_income')),
});
