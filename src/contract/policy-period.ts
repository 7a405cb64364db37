import {
  INVALID_POLICY_PERIOD,
  findReformOverlaps,
  parseReformPeriod,
  type ReformOverlap,
  type ReformPeriod,
} from '../period/index.js';

export { INVALID_POLICY_PERIOD, findReformOverlaps, type ReformOverlap };

/**
 * When a reform value is in force: from `start` (inclusive) to `end` (inclusive), or from `start`
 * onward when `end` is `null`.
 */
export type PolicyPeriodRange = ReformPeriod;

/**
 * Parses the period of a reform value strictly, with PolicyEngine's meaning — the same reader the
 * engine applies reforms with (`src/period`), so a request the contract accepts means what the
 * engine does:
 *
 * - a bare instant `YYYY`, `YYYY-MM` or `YYYY-MM-DD` applies from its first day onward and
 *   replaces every later scheduled value, uprating included (`end: null`);
 * - a range `YYYY-MM-DD.YYYY-MM-DD` or a compound period `year:YYYY:N`, `month:YYYY-MM:N`,
 *   `day:YYYY-MM-DD:N` applies over that span, and the value before it returns after it;
 * - `ETERNITY` (any case) replaces the whole history.
 *
 * Several periods of one parameter apply in order of their start, so a later-starting value wins
 * where two overlap; {@link findReformOverlaps} names such pairs (the engine warns of them).
 * Nothing is coerced: `2027-4-6` is an error. Returns the period, or a message with a fix hint.
 */
export function parsePolicyPeriod(
  text: string,
): { ok: true; value: PolicyPeriodRange } | { ok: false; message: string } {
  const parsed = parseReformPeriod(text);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, message: parsed.message };
}

/** True when the text is a valid policy period (see {@link parsePolicyPeriod}). */
export function isPolicyPeriod(text: string): boolean {
  return parsePolicyPeriod(text).ok;
}
