import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Delaware income tax withheld (estimate for the federal SALT deduction): the rate schedule on the
 * person's part of federal AGI less the single standard deduction.
 */
export const de_withheld_income_tax = defineUsVariable({
  id: 'de_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Delaware income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://revenue.delaware.gov/business-tax-forms/withholding-tax/',
  formula: (f) => {
    const p = f.p.gov.states.de.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      reduced[i] = Math.max(0, agi[i]! - p.deductions.standard.single);
    return p.rates.calc(reduced);
  },
});
