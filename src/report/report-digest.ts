import { canonicalSha256, type MacroOutput } from '../contract/index.js';

/** Significant digits every number of a MacroOutput keeps before it is hashed. */
export const DIGEST_SIGNIFICANT_DIGITS = 12;
/** Magnitudes below this become exactly 0 before hashing (so −0 and float dust cannot differ). */
export const DIGEST_ZERO_THRESHOLD = 1e-9;

/**
 * Rounds a number for the report digest: to 12 significant digits (cents on totals up to about
 * $10 billion, a relative 1e-12 beyond — far above float noise of about 1e-16, far below any
 * meaningful change), and anything smaller than 1e-9 in magnitude to 0. Non-finite numbers are an
 * error (canonical JSON refuses them).
 */
export function roundForDigest(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`report value ${value} is not finite`);
  if (Math.abs(value) < DIGEST_ZERO_THRESHOLD) return 0;
  return Number(value.toPrecision(DIGEST_SIGNIFICANT_DIGITS));
}

/** A deep copy of a JSON value with every number passed through {@link roundForDigest}. */
export function roundNumbers<T>(value: T): T {
  if (typeof value === 'number') return roundForDigest(value) as T;
  if (Array.isArray(value)) return value.map((item) => roundNumbers(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundNumbers(v)])) as T;
  }
  return value;
}

/**
 * The report digest: SHA-256 of the RFC 8785 canonical JSON of the MacroOutput, whose numbers
 * must already be rounded by {@link roundNumbers} (aggregateReport does it).
 */
export function reportAggregateSha256(macroOutput: MacroOutput): string {
  return canonicalSha256(macroOutput);
}
