import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts income tax withheld (estimate for the SALT deduction): 5% of the filer’s part of federal AGI less the single personal exemption. */
export const ma_withheld_income_tax = defineUsVariable({
  id: 'ma_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.mass.gov/info-details/dor-withholding-tax-tables',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.exemptions.personal.SINGLE) * p.rates.part_b;
    return out;
  },
});
