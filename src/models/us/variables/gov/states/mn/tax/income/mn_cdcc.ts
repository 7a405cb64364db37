import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Minnesota child and dependent care credit, refundable (Minn. Stat. 290.067, M1CD): care expenses
 * (at most $3,000 for each of at most two qualifying individuals and the lower earnings of the
 * filers) times the share for federal AGI; above the AGI threshold at most $600 ($1,200 for two or
 * more) less 5% of the excess. Not for a separate return.
 */
export const mn_cdcc = defineUsVariable({
  id: 'mn_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.067',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.credits.cdcc;
    const agi = f.get('adjusted_gross_income');
    const share = p.share.calc(agi);
    const count = f.get('count_cdcc_eligible');
    const expenses = f.get('tax_unit_childcare_expenses');
    const earnings = f.min('cdcc_filer_earnings');
    const status = f.get('filing_status');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] === FILING_STATUS.codes.SEPARATE || count[i]! === 0) continue;
      const individuals = Math.min(count[i]!, p.max_individuals);
      const capped = Math.max(0, Math.min(expenses[i]!, p.expense_cap * individuals, earnings[i]!));
      const credit = capped * share[i]!;
      if (agi[i]! <= p.phase_out_threshold) {
        out[i] = credit;
        continue;
      }
      const base = individuals >= 2 ? p.reduced_two_or_more : p.reduced_one;
      const reduced = Math.max(0, base - p.phase_out_rate * (agi[i]! - p.phase_out_threshold));
      out[i] = Math.min(credit, reduced);
    }
    return out;
  },
});
