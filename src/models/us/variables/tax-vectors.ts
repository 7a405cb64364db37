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
