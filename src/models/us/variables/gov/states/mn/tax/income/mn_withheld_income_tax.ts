import { defineUsVariable } from '../../../../../us-variable.js';
import { mnRateTax } from './mn-schedules.js';

/** Minnesota income tax withheld (estimate for the SALT deduction): the single schedule on the filer's part of federal AGI less the single standard deduction. */
export const mn_withheld_income_tax = defineUsVariable({
  id: 'mn_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revenue.state.mn.us/withholding-tax',
  formula: (f) => {
    const standard = f.p.gov.states.mn.tax.income.deductions.standard.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1) base[i] = Math.max(0, agi[i]! - standard);
    return mnRateTax(f, base, true);
  },
});
