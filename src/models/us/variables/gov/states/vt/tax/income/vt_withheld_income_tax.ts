import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Vermont income tax withheld (estimate for the federal SALT deduction): the single schedule on
 * the person's part of federal AGI less Vermont's single standard deduction.
 */
export const vt_withheld_income_tax = defineUsVariable({
  id: 'vt_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Vermont income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://tax.vermont.gov/business/withholding-tax',
  formula: (f) => {
    const p = f.p.gov.states.vt.tax.income;
    const standard = p.deductions.standard.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return p.rates.single.calc(reduced);
  },
});
