import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Oklahoma income tax withheld (estimate for the federal SALT deduction): the single schedule on
 * the person's part of federal AGI less Oklahoma's single standard deduction.
 */
export const ok_withheld_income_tax = defineUsVariable({
  id: 'ok_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oklahoma.gov/tax/businesses/withholding.html',
  formula: (f) => {
    const p = f.p.gov.states.ok.tax.income;
    const allowance = p.deductions.standard.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - allowance);
    return p.rates.single.calc(reduced);
  },
});
