import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Utah income tax withheld (estimate for the federal SALT deduction): the rate on the person's
 * part of federal AGI less the federal single standard deduction.
 */
export const ut_withheld_income_tax = defineUsVariable({
  id: 'ut_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Utah income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://tax.utah.gov/withholding',
  formula: (f) => {
    const rate = f.p.gov.states.ut.tax.income.rate;
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]! - standard) * rate;
    return out;
  },
});
