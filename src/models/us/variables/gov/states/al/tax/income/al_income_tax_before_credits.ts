import { alScheduleTax } from './al-rate-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Alabama income tax (Form 40 line 18; Code of Alabama 40-18-5): the schedule for the filing status on taxable income. */
export const al_income_tax_before_credits = defineUsVariable({
  id: 'al_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-5/',
  formula: (f) => alScheduleTax(f, f.get('al_taxable_income')),
});
