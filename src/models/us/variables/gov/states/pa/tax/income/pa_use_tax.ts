import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Pennsylvania use tax from the PA-40 line 25 table, as if no purchase records were kept: the
 * table amount by PA taxable income up to $200,000, and above it 0.03% of the excess, at most $75.
 * Outside Philadelphia and Allegheny County (no county is an input; the default county, Adams, is
 * in the rest of the state).
 */
export const pa_use_tax = defineUsVariable({
  id: 'pa_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania use tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2024/2024_pa-40in.pdf#page=22',
  formula: (f) => {
    const p = f.p.gov.states.pa.tax.income.use_tax;
    const income = f.get('pa_total_taxable_income');
    const table = p.table.calc(income);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const over = Math.max(0, income[i]! - p.threshold) * p.rate_over_threshold;
      out[i] = table[i]! + Math.min(over, p.cap);
    }
    return out;
  },
});
