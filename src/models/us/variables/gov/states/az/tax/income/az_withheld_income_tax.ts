import { defineUsVariable } from '../../../../../us-variable.js';

/** Arizona income tax withheld (estimate for the SALT deduction): the rate on the filer’s part of federal AGI less the single standard deduction. */
export const az_withheld_income_tax = defineUsVariable({
  id: 'az_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Arizona income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://azdor.gov/forms/withholding-forms',
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE) * p.rate;
    return out;
  },
});
