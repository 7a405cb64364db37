import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** California tax (Form 540 line 31): the rate schedule of the filing status on taxable income (R\&TC 17041); the exact schedule, where the booklet tabulates incomes up to 100,000 in 100-dollar rows. */
export const ca_income_tax_before_credits = defineUsVariable({
  id: 'ca_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17041',
  formula: (f) => {
    const income = f.get('ca_taxable_income');
    return perFilingStatus(f, f.p.gov.states.ca.tax.income.rates, (schedule) =>
      schedule.calc(income),
    );
  },
});
