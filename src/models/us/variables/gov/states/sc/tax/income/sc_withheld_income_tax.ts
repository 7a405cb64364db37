import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina income tax withheld (estimate for the federal SALT deduction): the rate schedule
 * on the person's part of federal AGI less the federal single standard deduction.
 */
export const sc_withheld_income_tax = defineUsVariable({
  id: 'sc_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://dor.sc.gov/withholding',
  formula: (f) => {
    const rates = f.p.gov.states.sc.tax.income.rates;
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1) base[i] = Math.max(0, agi[i]! - standard);
    return rates.calc(base);
  },
});
