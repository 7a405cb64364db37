/** Bracket scales read the way laws that say "over" (or "more than $X, up to $Y") read them. */
import type { NumericArray, Scale } from '../../../engine/index.js';

/**
 * The value of the bracket an amount falls in when each bracket covers amounts greater than its
 * threshold up to the next one inclusive (tables of "more than $X, up to $Y": Ohio's exemption
 * and credit tables, Connecticut's Table E, Alabama's dependent exemption); the first bracket
 * also covers every amount below. An amount equal to a threshold keeps the bracket below it.
 */
export function bracketAbove(scale: Scale, amount: number): number {
  let value = scale.values[0] ?? 0;
  for (let j = 1; j < scale.thresholds.length; j += 1)
    if (amount > scale.thresholds[j]!) value = scale.values[j]!;
  return value;
}

/** {@link bracketAbove} for each base: a `single_amount` scale read the "over" way. */
export function singleAmountOver(scale: Scale, base: NumericArray): Float64Array {
  return Float64Array.from(base, (b) => bracketAbove(scale, b));
}
