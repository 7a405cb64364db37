import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Mississippi income tax withheld (estimate for the federal SALT deduction): the rate on the
 * person's part of federal AGI less the single standard deduction and the $10,000 exempt amount.
 */
export const ms_withheld_income_tax = defineUsVariable({
  id: 'ms_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference: 'https://www.dor.ms.gov/business/withholding-tax',
  formula: (f) => {
    const p = f.p.gov.states.ms.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE - p.exempt_amount) * p.rate;
    return out;
  },
});
