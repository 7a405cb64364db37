import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Connecticut income tax withheld (estimate for the federal SALT deduction): the single schedule
 * on the person's part of federal AGI less the single personal exemption.
 */
export const ct_withheld_income_tax = defineUsVariable({
  id: 'ct_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://portal.ct.gov/drs/withholding-taxes/withholding-tax',
  formula: (f) => {
    const p = f.p.gov.states.ct.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const reduced = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      reduced[i] = Math.max(0, agi[i]! - p.exemption.amount.SINGLE);
    return p.rates.single.calc(reduced);
  },
});
