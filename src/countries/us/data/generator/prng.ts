/**
 * A seeded pseudo-random generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator,
 * 128-bit state, public domain algorithm), seeded through splitmix32. The same seed gives the same
 * sequence on every platform; nothing here reads `Math.random` or a clock.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | undefined;

  /** Seeds the generator from a 32-bit integer seed (other numbers are truncated to 32 bits). */
  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A uniform number in [0, 1) with 32 bits of resolution. */
  uniform(): number {
    return this.nextUint32() / 4294967296;
  }

  /** A uniform number in [low, high). */
  between(low: number, high: number): number {
    return low + (high - low) * this.uniform();
  }

  /** A uniform integer in [low, high] (both included). */
  integer(low: number, high: number): number {
    return low + Math.floor(this.uniform() * (high - low + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.uniform() < p;
  }

  /** A standard normal draw (Box–Muller, the second value of each pair kept for the next call). */
  normal(): number {
    if (this.spareNormal !== undefined) {
      const v = this.spareNormal;
      this.spareNormal = undefined;
      return v;
    }
    const u = 1 - this.uniform();
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** A log-normal draw with the given median and log-scale standard deviation. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** A Pareto draw with the given minimum and shape `alpha` (heavier tail for smaller alpha). */
  pareto(minimum: number, alpha: number): number {
    return minimum / Math.pow(1 - this.uniform(), 1 / alpha);
  }

  /** An index drawn from cumulative probabilities (last entry should be 1). */
  pick(cumulative: ArrayLike<number>): number {
    const u = this.uniform();
    for (let i = 0; i < cumulative.length; i++) if (u < cumulative[i]!) return i;
    return cumulative.length - 1;
  }

  /** An exponential draw with the given mean. */
  exponential(mean: number): number {
    return -mean * Math.log(1 - this.uniform());
  }
}

/** Cumulative sums of weights, normalised so the last is 1. */
export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  const total = weights.reduce((a, b) => a + b, 0);
  let run = 0;
  weights.forEach((w, i) => {
    run += w;
    out[i] = run / total;
  });
  return out;
}
