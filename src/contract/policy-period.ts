/** Code of every policy-period problem. */
export const INVALID_POLICY_PERIOD = 'invalid_policy_period';

/** A parsed policy period: inclusive start and end days, as `YYYY-MM-DD` strings. */
export interface PolicyPeriodRange {
  readonly start: string;
  readonly end: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Parses a policy period strictly: `YYYY-MM-DD` (one day onwards is not implied — a single day is a
 * range of one day) or `YYYY-MM-DD.YYYY-MM-DD`, with real calendar days and start ≤ end. Nothing is
 * coerced: `2027-4-6` is an error. Returns the range, or a message with a fix hint.
 */
export function parsePolicyPeriod(
  text: string,
): { ok: true; value: PolicyPeriodRange } | { ok: false; message: string } {
  const parts = text.split('.');
  if (parts.length > 2 || parts.some((p) => !DAY_PATTERN.test(p))) {
    return {
      ok: false,
      message: `period "${text}" is not YYYY-MM-DD or YYYY-MM-DD.YYYY-MM-DD; write e.g. "2026-01-01.2026-12-31" with two-digit months and days`,
    };
  }
  const start = parts[0]!;
  const end = parts[1] ?? start;
  for (const day of [start, end]) {
    if (!isRealDay(day)) {
      return {
        ok: false,
        message: `period "${text}": ${day} is not a calendar date; use a real day such as 2026-01-01`,
      };
    }
  }
  // ISO days compare correctly as strings.
  if (start > end) {
    return {
      ok: false,
      message: `period "${text}" starts after it ends; put the earlier day first`,
    };
  }
  return { ok: true, value: { start, end } };
}

/** True when the text is a valid policy period (see {@link parsePolicyPeriod}). */
export function isPolicyPeriod(text: string): boolean {
  return parsePolicyPeriod(text).ok;
}
