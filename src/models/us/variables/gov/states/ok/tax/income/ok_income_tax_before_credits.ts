import { okScheduleTax } from './ok-rate-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma income tax (Form 511 line 13): the schedule for the filing status on taxable income. */
export const ok_income_tax_before_credits = defineUsVariable({
  id: 'ok_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => okScheduleTax(f, f.get('ok_taxable_income')),
});
