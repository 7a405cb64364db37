import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Oregon income tax withheld (estimate for the SALT deduction): the single-return rates on the
 * filer's part of federal AGI less the single standard deduction.
 */
export const or_withheld_income_tax = defineUsVariable({
  id: 'or_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Oregon income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://www.oregon.gov/dor/programs/businesses/pages/withholding.aspx',
  formula: (f) => {
    const p = f.p.gov.states.or.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      base[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE);
    return p.rates.calc(base);
  },
});
