import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia income tax (IT-140 line 8): the schedule for married individuals filing separately, or the one for everyone else, on taxable income (W. Va. Code 11-21-4g, 4i, 4j). */
export const wv_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'wv_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: 'https://code.wvlegislature.gov/11-21-4I/',
  formula: (f) => {
    const income = f.get('wv_taxable_income');
    return perFilingStatus(f, f.p.gov.states.wv.tax.income.rates, (schedule) =>
      schedule.calc(income),
    );
  },
});
