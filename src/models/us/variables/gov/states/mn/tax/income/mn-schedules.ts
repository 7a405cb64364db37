/** Minnesota's rate schedule by filing status and its limit on deductions, shared by several variables. */
import { FILING_STATUS } from '../../../../../enums.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The Minnesota tax on each row's income under the schedule for its filing status (single for `single` rows when forced). */
export function mnRateTax(
  f: UsFormulaContext,
  income: ArrayLike<number>,
  forceSingle = false,
): Float64Array {
  const rates = f.p.gov.states.mn.tax.income.rates;
  const base = Float64Array.from(income);
  if (forceSingle) return rates.single.calc(base);
  return perFilingStatus(f, rates, (schedule) => schedule.calc(base));
}

/**
 * Each row's deduction after Minnesota's high-income limit (Minn. Stat. 290.0122 subd. 4,
 * 290.0123 subd. 5): less 3% of AGI above the lower threshold and 7% more above the higher one,
 * the reduction at most 80% of the deduction.
 */
export function mnLimitedDeduction(
  f: UsFormulaContext,
  deduction: ArrayLike<number>,
): Float64Array {
  const p = f.p.gov.states.mn.tax.income.deductions;
  const status = f.get('filing_status');
  const lower = f.lookup(p.lower_threshold, status, FILING_STATUS);
  const higher = f.lookup(p.higher_threshold, status, FILING_STATUS);
  const agi = f.get('adjusted_gross_income');
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const reduction =
      p.lower_rate * Math.max(0, agi[i]! - lower[i]!) +
      p.higher_rate * Math.max(0, agi[i]! - higher[i]!);
    out[i] = deduction[i]! - Math.min(reduction, p.max_share * deduction[i]!);
  }
  return out;
}
