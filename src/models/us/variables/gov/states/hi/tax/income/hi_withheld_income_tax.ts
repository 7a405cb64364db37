import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii income tax withheld (estimate for the federal SALT deduction): the single schedule on the
 * person's part of federal AGI less the single standard deduction.
 */
export const hi_withheld_income_tax = defineUsVariable({
  id: 'hi_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference: 'https://tax.hawaii.gov/forms/a1_b2_3whhold/',
  formula: (f) => {
    const p = f.p.gov.states.hi.tax.income;
    const standard = p.deductions.standard.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return p.rates.single.calc(reduced);
  },
});
