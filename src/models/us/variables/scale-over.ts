/** A bracket scale read the way laws that say "over" read it. */
import type { NumericArray, Scale } from '../../../engine/index.js';

/**
 * For each base, the amount of the highest bracket whose threshold the base exceeds (the first
 * bracket's amount when it exceeds none): for a `single_amount` scale whose law gives each amount
 * to income "over" its threshold, so a base equal to a threshold keeps the bracket below it.
 */
export function singleAmountOver(scale: Scale, base: NumericArray): Float64Array {
  const out = new Float64Array(base.length);
  for (let i = 0; i < base.length; i += 1) {
    let amount = scale.values[0] ?? 0;
    for (let j = 1; j < scale.thresholds.length; j += 1) {
      if (base[i]! > scale.thresholds[j]!) amount = scale.values[j]!;
      else break;
    }
    out[i] = amount;
  }
  return out;
}
