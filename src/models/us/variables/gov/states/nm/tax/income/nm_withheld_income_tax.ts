import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico income tax withheld (estimate for the federal SALT deduction): the single table on the
 * person's part of federal AGI less the federal basic single standard deduction.
 */
export const nm_withheld_income_tax = defineUsVariable({
  id: 'nm_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://www.tax.newmexico.gov/businesses/wage-withholding-tax/',
  formula: (f) => {
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return f.p.gov.states.nm.tax.income.rates.single.calc(reduced);
  },
});
