import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia income tax withheld (estimate for the SALT deduction): the rate schedule on the filer’s part of federal AGI less the single standard deduction. */
export const va_withheld_income_tax = defineUsVariable({
  id: 'va_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Virginia income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://www.tax.virginia.gov/withholding-tax',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      base[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE);
    return p.rates.calc(base);
  },
});
