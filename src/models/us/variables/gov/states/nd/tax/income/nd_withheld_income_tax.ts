import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * North Dakota income tax withheld (estimate for the federal SALT deduction): the single rate
 * schedule on the person's part of federal AGI less the federal single standard deduction.
 */
export const nd_withheld_income_tax = defineUsVariable({
  id: 'nd_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: 'https://www.tax.nd.gov/business/income-tax-withholding',
  formula: (f) => {
    const p = f.p.gov.states.nd.tax.income;
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return p.rates.single.calc(reduced);
  },
});
