import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois income tax withheld (estimate for the SALT deduction): 4.95% of the filer's part of
 * federal AGI less one exemption allowance, as an employer withholds (IL-W-4).
 */
export const il_withheld_income_tax = defineUsVariable({
  id: 'il_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Illinois income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://tax.illinois.gov/forms/withholding.html',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.exemption.personal) * p.rate;
    return out;
  },
});
