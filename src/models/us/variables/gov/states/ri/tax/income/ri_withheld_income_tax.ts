import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Rhode Island income tax withheld (estimate for the federal SALT deduction): the rate schedule on
 * the person's part of federal AGI less Rhode Island's single standard deduction.
 */
export const ri_withheld_income_tax = defineUsVariable({
  id: 'ri_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'https://tax.ri.gov/tax-sections/withholding-tax',
  formula: (f) => {
    const standard = f.p.gov.states.ri.tax.income.deductions.standard.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return f.p.gov.states.ri.tax.income.rates.calc(reduced);
  },
});
