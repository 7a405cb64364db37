import { defineUsVariable } from '../../../../../us-variable.js';
import { mnRateTax } from './mn-schedules.js';

/** Minnesota regular tax (Form M1 line 10): the schedule for the filing status on taxable income (Minn. Stat. 290.06 subd. 2c). */
export const mn_regular_tax = defineUsVariable({
  id: 'mn_regular_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota regular tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.06',
  formula: (f) => mnRateTax(f, f.get('mn_taxable_income')),
});
