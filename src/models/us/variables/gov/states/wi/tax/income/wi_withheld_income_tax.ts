import { defineUsVariable } from '../../../../../us-variable.js';
import { wiRateTax } from './wi-schedules.js';

/** Wisconsin income tax withheld (estimate for the SALT deduction): the single schedule on the filer's part of federal AGI less the largest single standard deduction. */
export const wi_withheld_income_tax = defineUsVariable({
  id: 'wi_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://www.revenue.wi.gov/Pages/FAQS/pcs-wage.aspx',
  formula: (f) => {
    const standard = f.p.gov.states.wi.tax.income.deductions.maximum.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1) base[i] = Math.max(0, agi[i]! - standard);
    return wiRateTax(f, base, true);
  },
});
