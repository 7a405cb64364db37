import { defineUsVariable } from '../../../../../us-variable.js';

/** California income tax withheld (estimate for the SALT deduction): the single rate schedule on the filer's part of federal AGI less the single standard deduction (DE 4 with no allowances). */
export const ca_withheld_income_tax = defineUsVariable({
  id: 'ca_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'California income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference: 'https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/',
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const income = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      income[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE);
    return p.rates.single.calc(income);
  },
});
