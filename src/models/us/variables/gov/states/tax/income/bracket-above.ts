/** Reading a bracket table whose rows run from just above one threshold to the next inclusive. */
import type { Scale } from '../../../../../../../engine/index.js';

/**
 * The value of the bracket an amount falls in when each bracket covers amounts greater than its
 * threshold up to the next one inclusive (tables of "more than $X, up to $Y": Ohio's exemption
 * and credit tables, Connecticut's Table E); the first bracket also covers every amount below.
 */
export function bracketAbove(scale: Scale, amount: number): number {
  let value = scale.values[0] ?? 0;
  for (let j = 1; j < scale.thresholds.length; j += 1)
    if (amount > scale.thresholds[j]!) value = scale.values[j]!;
  return value;
}
