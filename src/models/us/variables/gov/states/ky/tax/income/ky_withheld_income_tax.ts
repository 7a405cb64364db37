import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Kentucky income tax withheld (estimate for the federal SALT deduction): the rate on the
 * person's part of federal AGI less the standard deduction, as the withholding formula does.
 */
export const ky_withheld_income_tax = defineUsVariable({
  id: 'ky_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://news.bloombergtax.com/payroll/kentucky-income-tax-rate-to-decrease-in-2026',
  formula: (f) => {
    const p = f.p.gov.states.ky.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = p.rate * Math.max(0, agi[i]! - p.deductions.standard);
    return out;
  },
});
