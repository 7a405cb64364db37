/** Connecticut's stepped amounts: a fixed amount for each increment of AGI above a start. */
import { FILING_STATUS } from '../../../../../enums.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** One stepped amount by filing status (the add-back of Table C, each recapture of Table D). */
export interface CtStep {
  readonly start: Readonly<Record<string, number>>;
  readonly increment: Readonly<Record<string, number>>;
  readonly amount: Readonly<Record<string, number>>;
  readonly max: Readonly<Record<string, number>>;
}

/**
 * The amount for each increment, or fraction of one, by which `income` exceeds the start, up to
 * the maximum (CGS 12-700(a)(10); Tables C and D of the CT-1040 instructions).
 */
export function ctStepAmount(
  income: number,
  start: number,
  increment: number,
  amount: number,
  max: number,
): number {
  const excess = income - start;
  if (excess <= 0) return 0;
  return Math.min(max, Math.ceil(excess / increment) * amount);
}

/** Each unit's stepped amount on `income` for its own filing status. */
export function ctSteppedAmounts(
  f: UsFormulaContext,
  step: CtStep,
  income: ArrayLike<number>,
): Float64Array {
  const status = f.get('filing_status');
  const start = f.lookup(step.start, status, FILING_STATUS);
  const increment = f.lookup(step.increment, status, FILING_STATUS);
  const amount = f.lookup(step.amount, status, FILING_STATUS);
  const max = f.lookup(step.max, status, FILING_STATUS);
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1)
    out[i] = ctStepAmount(income[i]!, start[i]!, increment[i]!, amount[i]!, max[i]!);
  return out;
}
