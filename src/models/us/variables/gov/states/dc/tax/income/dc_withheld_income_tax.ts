import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * DC income tax withheld (estimate for the federal SALT deduction): the rate schedule on the
 * person's part of federal AGI less the federal single standard deduction.
 */
export const dc_withheld_income_tax = defineUsVariable({
  id: 'dc_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'DC income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://otr.cfo.dc.gov/page/income-tax-withholding-instructions-and-tables',
  formula: (f) => {
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return f.p.gov.states.dc.tax.income.rates.calc(reduced);
  },
});
