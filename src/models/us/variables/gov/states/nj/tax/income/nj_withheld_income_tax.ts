import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey income tax withheld (estimate for the SALT deduction): schedule A on the filer’s part of federal AGI less one $1,000 exemption. */
export const nj_withheld_income_tax = defineUsVariable({
  id: 'nj_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/treasury/taxation/pdf/current/njwt.pdf',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const base = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      base[i] = Math.max(0, agi[i]! - p.exemptions.regular.SINGLE);
    return p.rates.single.calc(base);
  },
});
