import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * West Virginia income tax withheld (estimate for the federal SALT deduction): the main schedule
 * on the person's part of federal AGI less one personal exemption and the $500 deduction of a
 * filer without exemptions (an estimate: the employer withholding tables are not modelled).
 */
export const wv_withheld_income_tax = defineUsVariable({
  id: 'wv_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: 'https://tax.wv.gov/Business/Withholding/Pages/WithholdingTaxForms.aspx',
  formula: (f) => {
    const p = f.p.gov.states.wv.tax.income;
    const allowance = p.exemptions.personal + p.exemptions.no_exemption;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1) reduced[i] = Math.max(0, agi[i]! - allowance);
    return p.rates.single.calc(reduced);
  },
});
