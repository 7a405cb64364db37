/** Rhode Island's phase-out of the standard deduction and exemptions. */
import type { UsFormulaContext } from '../../../../../us-variable.js';

/**
 * The share of the standard deduction and exemptions each unit keeps: a fifth less for each
 * increment, or part of one, of Rhode Island AGI over the start (R.I. Gen. Laws
 * 44-30-2.6(c)(3)(B)(III); the RI-1040 worksheets).
 */
export function riDeductionShare(f: UsFormulaContext): Float64Array {
  const p = f.p.gov.states.ri.tax.income.deductions;
  const agi = f.get('ri_agi');
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const excess = agi[i]! - p.phase_out_start;
    const steps = excess > 0 ? Math.ceil(excess / p.phase_out_increment) : 0;
    out[i] = Math.max(0, 1 - 0.2 * steps);
  }
  return out;
}
