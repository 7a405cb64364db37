import { defineUsVariable } from '../../../../../us-variable.js';

/** New York income tax withheld (estimate for the SALT deduction): the single rate schedule on the filer's part of federal AGI less the single standard deduction (IT-2104 with no allowances). */
export const ny_withheld_income_tax = defineUsVariable({
  id: 'ny_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New York income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.tax.ny.gov/forms/withholding_cur_forms.htm',
  formula: (f) => {
    const p = f.p.gov.states.ny.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const income = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      income[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE);
    return p.rates.single.calc(income);
  },
});
