import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Georgia income tax withheld (estimate for the SALT deduction): the rate on the filer's part of
 * federal AGI less the single standard deduction.
 */
export const ga_withheld_income_tax = defineUsVariable({
  id: 'ga_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Georgia income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://dor.georgia.gov/withholding-tax',
  formula: (f) => {
    const p = f.p.gov.states.ga.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE) * p.rate;
    return out;
  },
});
