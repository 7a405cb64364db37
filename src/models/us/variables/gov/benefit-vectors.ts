/** Vectorised lookups shared by the benefit formulas: by state, state group, SNAP region and unit size. */
import { isSteadyNode } from '../../../../engine/index.js';
import { STATE_CODE } from '../enums.js';
import type { UsFormulaContext } from '../us-variable.js';

/** State groups of the poverty guidelines and school meal rates: 0 the 48 states and DC, 1 Alaska, 2 Hawaii. */
export const StateGroup = { CONTIGUOUS_US: 0, AK: 1, HI: 2 } as const;
export type StateGroup = (typeof StateGroup)[keyof typeof StateGroup];

const AK = STATE_CODE.codes.AK;
const HI = STATE_CODE.codes.HI;

/**
 * Members' cash income counted by the school meal and WIC income tests (7 CFR 245.2 "income",
 * 7 CFR 246.7(d)(2)): earnings, Social Security, SSI, pensions, unemployment compensation,
 * dividends and interest. Each program adds what else it counts (TANF; WIC also net gains).
 */
export const MEMBER_CASH_INCOME_SOURCES = [
  'employment_income',
  'self_employment_income',
  'dividend_income',
  'interest_income',
  'social_security',
  'ssi',
  'pension_income',
  'unemployment_compensation',
] as const;

/** Each row's state group (read through the household's `state_code`). */
export function stateGroups(f: UsFormulaContext): Uint8Array {
  const state = f.get('state_code');
  const out = new Uint8Array(f.size);
  for (let i = 0; i < f.size; i += 1)
    out[i] =
      state[i] === AK ? StateGroup.AK : state[i] === HI ? StateGroup.HI : StateGroup.CONTIGUOUS_US;
  return out;
}

/** A value per state group, as a record keyed by group name (`CONTIGUOUS_US`, `AK`, `HI`). */
export function byStateGroup(
  f: UsFormulaContext,
  record: { readonly CONTIGUOUS_US: number; readonly AK: number; readonly HI: number },
): Float64Array {
  const table = [record.CONTIGUOUS_US, record.AK, record.HI];
  const groups = stateGroups(f);
  const out = new Float64Array(groups.length);
  for (let i = 0; i < groups.length; i += 1) out[i] = table[groups[i]!]!;
  return out;
}

/** A value per SNAP region (`CONTIGUOUS_US`, `AK_URBAN`, `HI`); Alaska households use the urban schedule. */
export function bySnapRegion<T>(
  f: UsFormulaContext,
  record: { readonly CONTIGUOUS_US: T; readonly AK_URBAN: T; readonly HI: T },
): T[] {
  const table = [record.CONTIGUOUS_US, record.AK_URBAN, record.HI];
  const groups = stateGroups(f);
  const out = new Array<T>(groups.length);
  for (let i = 0; i < groups.length; i += 1) out[i] = table[groups[i]!]!;
  return out;
}

/**
 * Tables by state code of the breakdowns {@link byState} read (parameter nodes are frozen; a node
 * holding a parameter that changes within its year is not kept, as its reads are told each time).
 */
const stateTables = new WeakMap<object, Float64Array>();

/**
 * A state breakdown (numbers or booleans by two-letter code) looked up for each row's state. The
 * table by state code (52 entries) is built once per breakdown node: a parameter tree's nodes are
 * frozen, and the engine's views of them (which see every read) are new objects. A node holding a
 * parameter that changes within its year is read for the rows' states only (each read is told to
 * the simulation's month classes, so reading all 52 would tie the value to states it never uses).
 */
export function byState(
  f: UsFormulaContext,
  record: Readonly<Record<string, number | boolean | undefined>>,
): Float64Array {
  const state = f.get('state_code');
  const out = new Float64Array(state.length);
  let table = stateTables.get(record);
  if (table === undefined && Object.isFrozen(record) && isSteadyNode(record)) {
    table = Float64Array.from(STATE_CODE.names, (name) => Number(record[name] ?? 0));
    stateTables.set(record, table);
  }
  if (table === undefined) {
    const seen = new Float64Array(STATE_CODE.names.length).fill(Number.NaN);
    for (let i = 0; i < state.length; i += 1) {
      const code = state[i]!;
      let v = seen[code] ?? 0;
      if (v !== v) seen[code] = v = Number(record[STATE_CODE.names[code]!] ?? 0);
      out[i] = v;
    }
    return out;
  }
  for (let i = 0; i < state.length; i += 1) out[i] = table[state[i]!] ?? 0;
  return out;
}

/** A size schedule as a parameter holds it: amounts by size, keys "1" … "N" (or from a larger smallest size). */
export type SizeSchedule = Readonly<Record<string, number>>;

/**
 * The one size-schedule lookup (household, SPM or SNAP unit size): a schedule for every row, or
 * one per row (rows mostly share one, e.g. per region). A size above the largest key is the
 * largest amount plus `additional` per extra person (0 when not given; one amount, or one per
 * row); a size from 1 up to the smallest key is the smallest amount; a size below 1 (no one in
 * the unit) is `belowOne`. A schedule with a gap between its keys is refused.
 */
export function bySize(
  schedules: SizeSchedule | readonly SizeSchedule[],
  sizes: ArrayLike<number>,
  additional: number | readonly number[] = 0,
  belowOne = 0,
): Float64Array {
  const perRow = Array.isArray(schedules);
  const out = new Float64Array(sizes.length);
  let schedule: SizeSchedule | undefined;
  let resolved: ResolvedSchedule = { smallest: 1, amounts: [] };
  for (let i = 0; i < sizes.length; i += 1) {
    const row = perRow ? (schedules as readonly SizeSchedule[])[i]! : (schedules as SizeSchedule);
    // Resolved again only when the row's schedule changes.
    if (row !== schedule) {
      schedule = row;
      resolved = resolveSchedule(row);
    }
    const n = sizes[i]!;
    const { smallest, amounts } = resolved;
    const largest = smallest + amounts.length - 1;
    const extra = typeof additional === 'number' ? additional : (additional[i] ?? 0);
    if (n < 1) out[i] = belowOne;
    else if (n <= smallest) out[i] = amounts[0] ?? 0;
    else if (n <= largest) out[i] = amounts[n - smallest]!;
    else out[i] = amounts[amounts.length - 1]! + (n - largest) * extra;
  }
  return out;
}

interface ResolvedSchedule {
  readonly smallest: number;
  readonly amounts: readonly number[];
}

/** Resolved size schedules by parameter node (frozen, so resolved once, as {@link byState}'s tables). */
const resolvedSchedules = new WeakMap<object, ResolvedSchedule>();

/** A size schedule as its smallest size and its amounts from there, in order. */
function resolveSchedule(schedule: SizeSchedule): ResolvedSchedule {
  let resolved = resolvedSchedules.get(schedule);
  if (resolved === undefined) {
    resolved = readSchedule(schedule);
    if (Object.isFrozen(schedule) && isSteadyNode(schedule))
      resolvedSchedules.set(schedule, resolved);
  }
  return resolved;
}

function readSchedule(schedule: SizeSchedule): ResolvedSchedule {
  const sizes = Object.keys(schedule)
    .map(Number)
    .sort((a, b) => a - b);
  const smallest = sizes[0] ?? 1;
  sizes.forEach((size, k) => {
    if (!Number.isInteger(size) || size !== smallest + k)
      throw new Error(`a size schedule needs whole sizes without gaps; it has ${sizes.join(', ')}`);
  });
  return { smallest, amounts: sizes.map((size) => schedule[String(size)]!) };
}

/**
 * The first day of the federal fiscal year holding the formula's period: the last 1 October on or
 * before its start — the day from which SNAP and several state TANF programs take the poverty
 * guideline (7 U.S.C. 2014(c) and each state's rule).
 */
export function fiscalYearStart(f: UsFormulaContext): string {
  return `${f.fromMonth(10) ? f.year : f.year - 1}-10-01`;
}

/** Annual HHS poverty guideline for households of the given sizes (at least one person), at an instant's parameters. */
export function povertyGuideline(
  f: UsFormulaContext,
  sizes: ArrayLike<number>,
  instant?: string,
): Float64Array {
  const fpg = (instant === undefined ? f.p : f.parametersAt(instant)).gov.hhs.fpg;
  const first = byStateGroup(f, fpg.first_person);
  const extra = byStateGroup(f, fpg.additional_person);
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = first[i]! + extra[i]! * Math.max(sizes[i]! - 1, 0);
  return out;
}
