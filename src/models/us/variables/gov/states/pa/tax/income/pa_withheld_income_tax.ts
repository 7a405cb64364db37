import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Pennsylvania income tax withheld in the year, estimated as 3.07% of the filer's part of federal
 * AGI (PA has no deductions or exemptions). Read by the federal SALT deduction, which is for tax
 * paid in the year.
 */
export const pa_withheld_income_tax = defineUsVariable({
  id: 'pa_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference: 'https://www.law.cornell.edu/uscode/text/26/164#b_5',
  formula: (f) => {
    const rate = f.p.gov.states.pa.tax.income.rate;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]!) * rate;
    return out;
  },
});
