import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Montana income tax withheld (estimate for the federal SALT deduction): the single rates on the
 * person's part of federal AGI less $5,540.
 */
export const mt_withheld_income_tax = defineUsVariable({
  id: 'mt_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Montana income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: 'https://mtrevenue.gov/taxes/wage-withholding/',
  formula: (f) => {
    const p = f.p.gov.states.mt.tax.income;
    const t = p.threshold.SINGLE;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const income = Math.max(0, agi[i]! - p.withholding_allowance);
      out[i] = p.lower_rate * Math.min(income, t) + p.top_rate * Math.max(0, income - t);
    }
    return out;
  },
});
