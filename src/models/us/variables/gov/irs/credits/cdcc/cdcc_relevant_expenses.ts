import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Employment-related expenses counted for the credit: up to $3,000 per qualifying individual (two
 * at most) and up to the lower earned income of head and spouse.
 */
export const cdcc_relevant_expenses = defineUsVariable({
  id: 'cdcc_relevant_expenses',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'CDCC relevant expenses',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/21#c',
    'https://www.law.cornell.edu/uscode/text/26/21#d',
  ],
  formula: (f) => {
    const p = f.p.gov.irs.credits.cdcc;
    const expenses = f.get('tax_unit_childcare_expenses');
    const count = f.get('count_cdcc_eligible');
    const earnings = f.min('cdcc_filer_earnings');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const cap = p.max * Math.min(count[i]!, p.eligibility.max_dependents);
      out[i] = Math.max(0, Math.min(expenses[i]!, cap, earnings[i]!));
    }
    return out;
  },
});
