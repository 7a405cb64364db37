import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri income tax withheld (estimate for the federal SALT deduction): the rate schedule on the
 * person's part of federal AGI less the federal single standard deduction.
 */
export const mo_withheld_income_tax = defineUsVariable({
  id: 'mo_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Missouri income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://dor.mo.gov/taxation/business/tax-types/withholding/',
  formula: (f) => {
    const rates = f.p.gov.states.mo.tax.income.rates;
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1) base[i] = Math.max(0, agi[i]! - standard);
    return rates.calc(base);
  },
});
