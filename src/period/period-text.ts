/**
 * The one grammar of period text in Fiscus, strict and dependency-free: the engine (calculation
 * periods, situation inputs, reform values) and the contract (policies in requests) both read
 * periods through it, so they cannot disagree.
 *
 * Forms: `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, a range `YYYY-MM-DD.YYYY-MM-DD`, PolicyEngine's compound
 * periods `year:YYYY[:N]`, `month:YYYY-MM[:N]`, `day:YYYY-MM-DD[:N]` (N ≥ 1 units from that start)
 * and `eternity` (any case). Months and days are two digits: `2027-4-6` is an error, never coerced.
 */

/** Code of every period-text problem. */
export const INVALID_POLICY_PERIOD = 'invalid_policy_period';

/** The length of a parsed period: one day, month, year, eternity or an arbitrary range. */
export type PeriodTextUnit = 'day' | 'month' | 'year' | 'eternity' | 'range';

/** A parsed period: inclusive ISO start and end days (they compare as strings) and a canonical key. */
export interface PeriodSpan {
  readonly unit: PeriodTextUnit;
  readonly start: string;
  readonly end: string;
  /** Canonical text: `2025`, `2025-01`, `2025-01-01`, `2025-01-01.2025-06-30`, `eternity`. */
  readonly key: string;
  /** True for a bare `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: an instant in a reform (see {@link parseReformPeriod}). */
  readonly bare: boolean;
}

/** The result of a parse: the value, or a message that says what is wrong and how to fix it. */
export type PeriodParse<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** First and last days of eternity. */
export const ETERNITY_START = '0001-01-01';
export const ETERNITY_END = '9999-12-31';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const YEAR = /^(\d{4})$/;
const COMPOUND = /^(year|month|day):([^:]*)(?::([^:]*))?$/;
const COUNT = /^[1-9]\d{0,3}$/;

/** Days in a month of a year (month 1–12), proleptic Gregorian. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');
const fail = (text: string, reason: string): { ok: false; message: string } => ({
  ok: false,
  message: `period ${JSON.stringify(text)}: ${reason}`,
});

/** Parses a strict `YYYY-MM-DD` calendar day. */
export function parseDayText(text: string): PeriodParse<string> {
  const m = DAY.exec(text);
  if (!m)
    return fail(text, 'expected a date YYYY-MM-DD with two-digit month and day, e.g. 2026-01-01');
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12) return fail(text, `month ${m[2]} is not 01–12`);
  if (day < 1 || day > daysInMonth(year, month))
    return fail(text, `day ${m[3]} does not exist in ${m[1]}-${m[2]}; use a real calendar day`);
  return { ok: true, value: text };
}

function yearSpan(year: number, bare: boolean): PeriodSpan {
  const y = pad4(year);
  return { unit: 'year', start: `${y}-01-01`, end: `${y}-12-31`, key: y, bare };
}

function monthSpan(year: number, month: number, bare: boolean): PeriodSpan {
  const y = pad4(year);
  const m = pad2(month);
  const end = `${y}-${m}-${pad2(daysInMonth(year, month))}`;
  return { unit: 'month', start: `${y}-${m}-01`, end, key: `${y}-${m}`, bare };
}

/** The day `n` days after an ISO day (n ≥ 0). */
function addDays(day: string, n: number): string {
  const t = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
  const d = new Date(t + n * 86_400_000);
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function rangeSpan(start: string, end: string): PeriodSpan {
  return { unit: 'range', start, end, key: `${start}.${end}`, bare: false };
}

function parseCompound(
  text: string,
  unit: string,
  startText: string,
  countText: string | undefined,
): PeriodParse<PeriodSpan> {
  if (countText !== undefined && !COUNT.test(countText))
    return fail(
      text,
      `the count ${JSON.stringify(countText)} is not a whole number from 1 to 9999`,
    );
  const n = countText === undefined ? 1 : Number(countText);
  const inner = parseBare(startText);
  const expected = unit === 'year' ? 'year' : unit === 'month' ? 'month' : 'day';
  if (!inner.ok || inner.value.unit !== expected)
    return fail(
      text,
      `a ${unit}: period starts at a ${expected} (${unit === 'year' ? 'YYYY' : unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}), e.g. ${unit === 'year' ? 'year:2026:5' : unit === 'month' ? 'month:2026-01:3' : 'day:2026-01-01:7'}`,
    );
  const first = inner.value;
  let last: PeriodSpan;
  if (unit === 'year') last = yearSpan(Number(first.key) + n - 1, false);
  else if (unit === 'month') {
    const index = Number(first.key.slice(0, 4)) * 12 + Number(first.key.slice(5, 7)) - 1 + n - 1;
    last = monthSpan(Math.floor(index / 12), (index % 12) + 1, false);
  } else {
    const end = addDays(first.start, n - 1);
    last = { unit: 'day', start: end, end, key: end, bare: false };
  }
  if (last.end > ETERNITY_END) return fail(text, 'the period runs past 9999');
  if (n === 1) return { ok: true, value: { ...first, bare: false } };
  return { ok: true, value: rangeSpan(first.start, last.end) };
}

function parseBare(text: string): PeriodParse<PeriodSpan> {
  let m = YEAR.exec(text);
  if (m) return { ok: true, value: yearSpan(Number(m[1]), true) };
  m = MONTH.exec(text);
  if (m) {
    const month = Number(m[2]);
    if (month < 1 || month > 12) return fail(text, `month ${m[2]} is not 01–12`);
    return { ok: true, value: monthSpan(Number(m[1]), month, true) };
  }
  const day = parseDayText(text);
  if (!day.ok) return day;
  return { ok: true, value: { unit: 'day', start: text, end: text, key: text, bare: true } };
}

/**
 * Parses period text strictly (see the module comment for the forms). Returns the span, or a
 * message naming the text, what is wrong and an example of the right form.
 */
export function parsePeriodText(text: unknown): PeriodParse<PeriodSpan> {
  if (typeof text !== 'string') return fail(String(text), 'a period is a string such as "2026"');
  if (text.toLowerCase() === 'eternity')
    return {
      ok: true,
      value: {
        unit: 'eternity',
        start: ETERNITY_START,
        end: ETERNITY_END,
        key: 'eternity',
        bare: false,
      },
    };
  const compound = COMPOUND.exec(text);
  if (compound) return parseCompound(text, compound[1]!, compound[2]!, compound[3]);
  if (text.includes('.')) {
    const parts = text.split('.');
    if (parts.length !== 2)
      return fail(text, 'a range is two dates joined by one ".", e.g. 2026-01-01.2026-12-31');
    const start = parseDayText(parts[0]!);
    if (!start.ok) return fail(text, `its start is not a day: ${start.message}`);
    const end = parseDayText(parts[1]!);
    if (!end.ok) return fail(text, `its end is not a day: ${end.message}`);
    if (end.value < start.value)
      return fail(text, 'the range ends before it starts; put the earlier day first');
    return { ok: true, value: rangeSpan(start.value, end.value) };
  }
  const bare = parseBare(text);
  if (bare.ok) return bare;
  return fail(
    text,
    'expected YYYY, YYYY-MM, YYYY-MM-DD (two-digit month and day), YYYY-MM-DD.YYYY-MM-DD, year:YYYY:N, month:YYYY-MM:N or eternity',
  );
}

/**
 * When a reform value is in force. `end` is `null` for an open-ended value: it applies from
 * `start` onward and replaces every later scheduled value (uprating included).
 */
export interface ReformPeriod {
  readonly start: string;
  readonly end: string | null;
}

/**
 * Reads the period of a reform value with PolicyEngine's meaning: a bare instant (`2026`,
 * `2026-01`, `2026-01-01`) applies from its first day onward and replaces later scheduled values;
 * a range (`start.stop`) or compound period (`year:2026:5`) applies over that span, and the prior
 * value returns after it; `eternity` replaces the whole history.
 */
export function parseReformPeriod(text: unknown): PeriodParse<ReformPeriod> {
  const parsed = parsePeriodText(text);
  if (!parsed.ok) return parsed;
  const span = parsed.value;
  if (span.unit === 'eternity') return { ok: true, value: { start: ETERNITY_START, end: null } };
  return { ok: true, value: { start: span.start, end: span.bare ? null : span.end } };
}

/** Two reform periods of one parameter that cover a common day. */
export interface ReformOverlap {
  readonly first: string;
  readonly second: string;
}

/**
 * The pairs of a parameter's reform periods that overlap: a period that starts inside an earlier
 * range, or on the same day as another period. Overlaps are legal — values apply in order of
 * their start, so the later-starting value wins where they overlap — but a caller should be told.
 * A schedule of bare instants (`{"2026": a, "2028": b}`) is not an overlap: each value simply
 * replaces the one before it. Periods that do not parse are left out.
 */
export function findReformOverlaps(periods: readonly string[]): ReformOverlap[] {
  const spans = periods
    .map((text) => ({ text, parsed: parseReformPeriod(text) }))
    .flatMap(({ text, parsed }) => (parsed.ok ? [{ text, ...parsed.value }] : []))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: ReformOverlap[] = [];
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) {
      const a = spans[i]!;
      const b = spans[j]!;
      if (a.start === b.start || (a.end !== null && b.start <= a.end))
        out.push({ first: a.text, second: b.text });
    }
  }
  return out;
}
