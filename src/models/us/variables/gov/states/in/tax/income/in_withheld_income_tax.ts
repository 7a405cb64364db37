import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Indiana income tax withheld (estimate for the federal SALT deduction): the rate on the person's
 * part of federal AGI less one $1,000 exemption (WH-4 withholding allowance basis).
 */
export const in_withheld_income_tax = defineUsVariable({
  id: 'in_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Indiana income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: 'https://www.in.gov/dor/business-tax/withholding-tax/',
  formula: (f) => {
    const p = f.p.gov.states.in.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.exemptions.personal) * p.rate;
    return out;
  },
});
