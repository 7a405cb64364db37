import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Idaho income tax withheld (estimate for the federal SALT deduction): the rate on the person's
 * part of federal AGI less the federal single standard deduction and the single zero bracket.
 */
export const id_withheld_income_tax = defineUsVariable({
  id: 'id_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Idaho income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://tax.idaho.gov/taxes/income-tax/withholding/',
  formula: (f) => {
    const p = f.p.gov.states.id.tax.income;
    const standard = f.p.gov.irs.deductions.standard.amount.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = p.rate * Math.max(0, agi[i]! - standard - p.zero_bracket);
    return out;
  },
});
