/** Wisconsin's rate schedule and standard deduction by filing status, shared by several variables. */
import { FILING_STATUS } from '../../../../../enums.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** The Wisconsin tax on each row's income under its filing status's schedule (the single one when forced). */
export function wiRateTax(
  f: UsFormulaContext,
  income: ArrayLike<number>,
  forceSingle = false,
): Float64Array {
  const rates = f.p.gov.states.wi.tax.income.rates;
  const base = Float64Array.from(income);
  if (forceSingle) return rates.single.calc(base);
  return perFilingStatus(f, rates, (schedule) => schedule.calc(base));
}

/**
 * Wisconsin's sliding-scale standard deduction (Wis. Stat. 71.05(22)) on each row's Wisconsin AGI:
 * the maximum for the filing status less the phase-out schedule, not below 0.
 */
export function wiStandardDeduction(f: UsFormulaContext, agi: ArrayLike<number>): Float64Array {
  const d = f.p.gov.states.wi.tax.income.deductions;
  const base = Float64Array.from(agi);
  const status = f.get('filing_status');
  const maximum = f.lookup(d.maximum, status, FILING_STATUS);
  const single = d.phase_out_single.calc(base);
  const joint = d.phase_out_joint.calc(base);
  const separate = d.phase_out_separate.calc(base);
  const head = d.phase_out_head_of_household.calc(base);
  const { JOINT, SURVIVING_SPOUSE, SEPARATE, HEAD_OF_HOUSEHOLD } = FILING_STATUS.codes;
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const s = status[i];
    const reduction =
      s === JOINT || s === SURVIVING_SPOUSE
        ? joint[i]!
        : s === SEPARATE
          ? separate[i]!
          : s === HEAD_OF_HOUSEHOLD
            ? head[i]!
            : single[i]!;
    out[i] = Math.max(0, maximum[i]! - reduction);
  }
  return out;
}
