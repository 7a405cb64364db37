import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii child and dependent care credit, refundable (Schedule X; HRS 235-55.6): care expenses (at
 * most $2,400 for each of at most two qualifying individuals and the lower earnings of the filers)
 * times the rate for Hawaii AGI.
 */
export const hi_cdcc = defineUsVariable({
  id: 'hi_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0055_0006.htm',
  formula: (f) => {
    const p = f.p.gov.states.hi.tax.income.credits.cdcc;
    const maxIndividuals = f.p.gov.irs.credits.cdcc.eligibility.max_dependents;
    const rate = p.rate.calc(f.get('hi_agi'));
    const count = f.get('count_cdcc_eligible');
    const expenses = f.get('tax_unit_childcare_expenses');
    const earnings = f.min('cdcc_filer_earnings');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const cap = p.expense_cap * Math.min(count[i]!, maxIndividuals);
      out[i] = rate[i]! * Math.max(0, Math.min(expenses[i]!, cap, earnings[i]!));
    }
    return out;
  },
});
