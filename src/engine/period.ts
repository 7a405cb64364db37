import { PeriodError } from './errors.js';
import { daysInMonth, parseDayText, parsePeriodText } from '../period/index.js';

export { daysInMonth };

/** The length of a period. `eternity` is the period of variables that never change. */
export const PeriodUnit = {
  day: 'day',
  month: 'month',
  year: 'year',
  eternity: 'eternity',
} as const;
export type PeriodUnit = (typeof PeriodUnit)[keyof typeof PeriodUnit];

/**
 * A span of time: one day, month, year, eternity, or a date range (`unit: 'range'`).
 * `start` and `end` are inclusive ISO dates; they compare correctly as strings.
 */
export interface Period {
  readonly unit: PeriodUnit | 'range';
  readonly start: string;
  readonly end: string;
  /** Canonical text: `2025`, `2025-01`, `2025-01-01`, `2025-01-01.2025-06-30`, `eternity`. */
  readonly key: string;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** Parses a strict `YYYY-MM-DD` calendar date; `2027-4-6` and `2027-02-30` are errors. */
export function parseInstant(text: string): string {
  const parsed = parseDayText(text);
  if (!parsed.ok) throw new PeriodError(text, parsed.message);
  return parsed.value;
}

/** The year period `YYYY`. */
export function yearPeriod(year: number): Period {
  const y = pad4(year);
  return { unit: 'year', start: `${y}-01-01`, end: `${y}-12-31`, key: y };
}

/** The month period `YYYY-MM`. */
export function monthPeriod(year: number, month: number): Period {
  const y = pad4(year);
  const m = pad2(month);
  return {
    unit: 'month',
    start: `${y}-${m}-01`,
    end: `${y}-${m}-${pad2(daysInMonth(year, month))}`,
    key: `${y}-${m}`,
  };
}

/** The period that covers everything. */
export const ETERNITY: Period = {
  unit: 'eternity',
  start: '0001-01-01',
  end: '9999-12-31',
  key: 'eternity',
};

/**
 * Parses a period strictly with the one grammar Fiscus has (`src/period`): `YYYY`, `YYYY-MM`,
 * `YYYY-MM-DD`, `YYYY-MM-DD.YYYY-MM-DD`, `year:YYYY:N`, `month:YYYY-MM:N`, `day:YYYY-MM-DD:N` or
 * `eternity`. Anything else is a {@link PeriodError} with code `invalid_policy_period`.
 */
export function parsePeriod(text: string): Period {
  const parsed = parsePeriodText(text);
  if (!parsed.ok) throw new PeriodError(String(text), parsed.message);
  const { unit, start, end, key } = parsed.value;
  return unit === 'eternity' ? ETERNITY : { unit, start, end, key };
}
/** The canonical text of a period (its key). */
export function formatPeriod(period: Period): string {
  return period.key;
}

/** True when `outer` covers every day of `inner`. */
export function periodContains(outer: Period, inner: Period): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

/** True when a date (YYYY-MM-DD) lies inside a period. */
export function periodIncludes(period: Period, instant: string): boolean {
  return period.start <= instant && instant <= period.end;
}

/** The year of a period's start. */
export function periodYear(period: Period): number {
  return Number(period.start.slice(0, 4));
}

/** The months a period covers, in order (a year gives 12). */
export function monthsOf(period: Period): Period[] {
  const out: Period[] = [];
  let year = Number(period.start.slice(0, 4));
  let month = Number(period.start.slice(5, 7));
  for (;;) {
    const p = monthPeriod(year, month);
    if (p.start > period.end) break;
    out.push(p);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** The year period containing a period's start. */
export function yearOf(period: Period): Period {
  return yearPeriod(periodYear(period));
}

/** The day after a date (YYYY-MM-DD). */
export function nextDay(instant: string): string {
  const year = Number(instant.slice(0, 4));
  const month = Number(instant.slice(5, 7));
  const day = Number(instant.slice(8, 10));
  if (day < daysInMonth(year, month)) return `${instant.slice(0, 8)}${pad2(day + 1)}`;
  if (month < 12) return `${pad4(year)}-${pad2(month + 1)}-01`;
  return `${pad4(year + 1)}-01-01`;
}
