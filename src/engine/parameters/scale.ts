import type { NumericArray } from '../vector.js';

/** How a scale turns a base into a value. */
export const ScaleType = {
  marginalRate: 'marginal_rate',
  marginalAmount: 'marginal_amount',
  singleAmount: 'single_amount',
} as const;
export type ScaleType = (typeof ScaleType)[keyof typeof ScaleType];

/**
 * A bracket scale at one instant: ascending thresholds with a rate or an amount each.
 * `marginal_rate`: the sum over brackets of rate × the part of the base inside the bracket.
 * `marginal_amount`: the sum of the amounts of every bracket whose threshold the base reaches.
 * `single_amount`: the amount of the highest bracket whose threshold the base reaches.
 */
export class Scale {
  constructor(
    readonly type: ScaleType,
    readonly thresholds: readonly number[],
    /** Rates for `marginal_rate`; amounts otherwise. */
    readonly values: readonly number[],
  ) {}

  /** Applies the scale to each base; `factor` multiplies every threshold (e.g. by household size). */
  calc(base: NumericArray, factor: NumericArray | number = 1): Float64Array {
    const n = base.length;
    const out = new Float64Array(n);
    const k = this.thresholds.length;
    for (let i = 0; i < n; i += 1) {
      const f = typeof factor === 'number' ? factor : factor[i]!;
      const b = base[i]!;
      let acc = 0;
      for (let j = 0; j < k; j += 1) {
        const lo = this.thresholds[j]! * f;
        if (b < lo && !(this.type === ScaleType.marginalRate && j === 0)) break;
        if (this.type === ScaleType.marginalRate) {
          const hi = j + 1 < k ? this.thresholds[j + 1]! * f : Infinity;
          const inside = Math.min(b, hi) - lo;
          if (inside > 0) acc += inside * this.values[j]!;
        } else if (this.type === ScaleType.marginalAmount) {
          acc += this.values[j]!;
        } else {
          acc = this.values[j]!;
        }
      }
      out[i] = acc;
    }
    return out;
  }

  /** The rate of the bracket each base falls in (`marginal_rate` scales). */
  marginalRate(base: NumericArray, factor: NumericArray | number = 1): Float64Array {
    const out = new Float64Array(base.length);
    for (let i = 0; i < base.length; i += 1) {
      const f = typeof factor === 'number' ? factor : factor[i]!;
      let rate = 0;
      for (let j = 0; j < this.thresholds.length; j += 1) {
        if (base[i]! >= this.thresholds[j]! * f) rate = this.values[j]!;
        else break;
      }
      out[i] = rate;
    }
    return out;
  }
}
