import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arkansas income tax withheld (estimate for the federal SALT deduction): the bracket rate times
 * the person's part of federal AGI less the single standard deduction.
 */
export const ar_withheld_income_tax = defineUsVariable({
  id: 'ar_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference: 'https://www.dfa.arkansas.gov/income-tax/withholding-tax-branch/',
  formula: (f) => {
    const p = f.p.gov.states.ar.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      reduced[i] = Math.max(0, agi[i]! - p.deductions.standard.single);
    const rate = p.rates.rate.calc(reduced);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = rate[i]! * reduced[i]!;
    return out;
  },
});
