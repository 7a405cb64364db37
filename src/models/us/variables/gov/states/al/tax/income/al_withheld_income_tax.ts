import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alabama income tax withheld (estimate for the federal SALT deduction): the single schedule on
 * the person's part of federal AGI less Alabama's largest single standard deduction.
 */
export const al_withheld_income_tax = defineUsVariable({
  id: 'al_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Alabama income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-5/',
  formula: (f) => {
    const p = f.p.gov.states.al.tax.income;
    const standard = p.deductions.standard.maximum.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return p.rates.single.calc(reduced);
  },
});
