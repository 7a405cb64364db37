import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Iowa income tax withheld (estimate for the federal SALT deduction): the other filers' schedule
 * on the person's part of federal AGI less the federal single standard deduction.
 */
export const ia_withheld_income_tax = defineUsVariable({
  id: 'ia_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Iowa income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://revenue.iowa.gov/taxes/tax-guidance/withholding-tax',
  formula: (f) => {
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - standard);
    return f.p.gov.states.ia.tax.income.rates.other.calc(reduced);
  },
});
