import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado income tax withheld (estimate for the SALT deduction): the flat rate on the filer's part
 * of federal AGI less the single federal standard deduction (Colorado starts from federal taxable
 * income).
 */
export const co_withheld_income_tax = defineUsVariable({
  id: 'co_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Colorado income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://tax.colorado.gov/withholding-tax',
  formula: (f) => {
    const rate = f.p.gov.states.co.tax.income.rate;
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]! - standard) * rate;
    return out;
  },
});
