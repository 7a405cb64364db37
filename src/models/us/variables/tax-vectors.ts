/** Small vectorised helpers shared by the federal tax formulas. */
import type { Column } from '../../../engine/index.js';
import { FILING_STATUS } from './enums.js';
import type { UsVariableId } from '../variable-ids.generated.js';
import type { UsFormulaContext } from './us-variable.js';

/** A parameter broken down by filing status, looked up for each tax unit's filing status. */
export function byFilingStatus(
  f: UsFormulaContext,
  breakdown: Readonly<Record<string, number>>,
): Float64Array {
  return f.lookup(breakdown, f.get('filing_status'), FILING_STATUS);
}

/**
 * Entries by filing status as a schedule names them (`single` always; the others where the law
 * has their own). A status without its own entry falls back: surviving spouse to joint, then
 * every status to single.
 */
export interface ByFilingStatus<T> {
  readonly single: T;
  readonly joint?: T;
  readonly separate?: T;
  readonly head_of_household?: T;
  readonly surviving_spouse?: T;
}

/**
 * Per tax unit, `column` of the entry for its filing status — each entry's column computed once
 * over all rows (a state's rate schedules: `perFilingStatus(f, rates, (s) => s.calc(income))`).
 */
export function perFilingStatus<T>(
  f: UsFormulaContext,
  byStatus: ByFilingStatus<T>,
  column: (entry: T) => ArrayLike<number>,
): Float64Array {
  const { SINGLE, JOINT, SEPARATE, HEAD_OF_HOUSEHOLD, SURVIVING_SPOUSE } = FILING_STATUS.codes;
  const single = column(byStatus.single);
  const joint = byStatus.joint === undefined ? single : column(byStatus.joint);
  const columns: ArrayLike<number>[] = [];
  columns[SINGLE] = single;
  columns[JOINT] = joint;
  columns[SEPARATE] = byStatus.separate === undefined ? single : column(byStatus.separate);
  columns[HEAD_OF_HOUSEHOLD] =
    byStatus.head_of_household === undefined ? single : column(byStatus.head_of_household);
  columns[SURVIVING_SPOUSE] =
    byStatus.surviving_spouse === undefined ? joint : column(byStatus.surviving_spouse);
  const status = f.get('filing_status');
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) out[i] = (columns[status[i]!] ?? single)[i]!;
  return out;
}

/** Tax of each base under brackets: `thresholds[k]` (per row) is where rate `rates[k+1]` starts. */
export function bracketTax(
  base: ArrayLike<number>,
  rates: readonly number[],
  thresholds: readonly Float64Array[],
): Float64Array {
  const n = base.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const b = base[i]!;
    if (b <= 0) continue;
    let lo = 0;
    let tax = 0;
    for (let k = 0; k < rates.length; k += 1) {
      const hi = k < thresholds.length ? thresholds[k]![i]! : Infinity;
      if (b > lo) tax += (Math.min(b, hi) - lo) * rates[k]!;
      if (b <= hi) break;
      lo = hi;
    }
    out[i] = tax;
  }
  return out;
}

/**
 * A variable's column when some row's flag is set, else undefined: for values only some rows use
 * (e.g. itemized deductions, read only when someone itemizes), so they are not computed for nothing.
 */
export function getWhereAny(
  f: UsFormulaContext,
  flags: ArrayLike<number>,
  id: UsVariableId,
): Column | undefined {
  for (let i = 0; i < flags.length; i += 1) if (flags[i]) return f.get(id);
  return undefined;
}
