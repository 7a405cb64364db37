/**
 * Neumaier's compensated summation: a running sum with a correction term, accurate to about one
 * rounding error whatever the number of terms. Deterministic for a fixed order of additions.
 */
export class CompensatedSum {
  private sum = 0;
  private correction = 0;

  add(value: number): void {
    const t = this.sum + value;
    if (Math.abs(this.sum) >= Math.abs(value)) this.correction += this.sum - t + value;
    else this.correction += value - t + this.sum;
    this.sum = t;
  }

  get value(): number {
    return this.sum + this.correction;
  }
}

/** Σ values[i] · weights[i] over all rows, in row order, compensated. */
export function weightedSum(values: Float64Array, weights: Float64Array): number {
  const total = new CompensatedSum();
  for (let i = 0; i < values.length; i++) total.add(values[i]! * weights[i]!);
  return total.value;
}

/** Σ weights[i] over rows where mask[i] is true (all rows without a mask), in row order, compensated. */
export function sumWhere(weights: Float64Array, mask?: (i: number) => boolean): number {
  const total = new CompensatedSum();
  for (let i = 0; i < weights.length; i++)
    if (mask === undefined || mask(i)) total.add(weights[i]!);
  return total.value;
}

/** Denominators smaller than this in magnitude count as zero (float dust, not a population or an income). */
export const RATIO_DENOMINATOR_FLOOR = 1e-9;

/**
 * A ratio that is 0 when the denominator is (effectively) 0: an empty group has no rate, and a
 * total income of float dust has no relative change.
 */
export function safeRatio(numerator: number, denominator: number): number {
  if (Math.abs(denominator) < RATIO_DENOMINATOR_FLOOR) return 0;
  const ratio = numerator / denominator;
  return Number.isFinite(ratio) ? ratio : 0;
}
