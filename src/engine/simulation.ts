import type { EnumDef } from './enum.js';
import { CycleError, EngineError, NonFiniteValueError } from './errors.js';
import {
  isSteadyNode,
  outOfRangeEntry,
  setWithinYearReader,
  type ParameterValued,
  type WithinYearReader,
} from './parameters/parameter-lookup.js';
import { ETERNITY, monthsOf, parsePeriod, yearOf, type Period } from './period.js';
import type { Population } from './population.js';
import {
  loggedParameters,
  MISSING,
  nodeAt,
  readAgain,
  type ReadRelation,
  sameColumn,
  sameValue,
  type ReadLog,
} from './reuse.js';
import type { TaxSystem } from './tax-system.js';
import {
  formulaAt,
  type AggregateOptions,
  type Formula,
  type FormulaContext,
  type VariableDef,
} from './variable.js';
import type { Column, NumericArray } from './vector.js';

/** A value given for a variable and period; `mask` marks the rows given (all rows when absent). */
export interface InputValue {
  readonly values: Column;
  readonly mask?: Uint8Array;
}

/** Where a computed value came from. */
export type ValueSource = 'input' | 'formula' | 'default' | 'converted';

/** Receives the steps of a calculation, to explain how a value was computed. */
export interface TraceObserver {
  enter(variable: string, period: string): void;
  exit(
    variable: string,
    period: string,
    source: ValueSource,
    values: Column,
    formulaStart?: string,
  ): void;
  parameter(path: string, instant: string, value: unknown): void;
}

/** What a simulation runs over. */
export interface SimulationOptions {
  readonly system: TaxSystem;
  readonly population: Population;
  readonly trace?: TraceObserver;
  /**
   * Month-equivalence (see {@link Simulation}): on by default for populations of at least
   * {@link MONTH_EQUIVALENCE_MIN_PEOPLE} people, where it saves more than logging reads costs.
   * Values are the same either way.
   */
  readonly monthEquivalence?: boolean;
  /**
   * Month classes (see {@link Simulation}): on unless false, or traced. Values are the same
   * either way.
   */
  readonly monthClasses?: boolean;
}

/**
 * The population from which month-equivalence is on by default: below it, replaying a formula's
 * reads costs about as much as running the formula over so few rows (measured with the US model,
 * all outputs, CPU per household, on / off: 25 households of 4 people 1.09, 50 households 0.91,
 * 300 households 0.88).
 */
export const MONTH_EQUIVALENCE_MIN_PEOPLE = 160;

/** Allocates a column of a variable's type. */
export function allocateColumn(variable: VariableDef, size: number): Column {
  switch (variable.valueType) {
    case 'float':
      return new Float64Array(size);
    case 'bool':
      return new Uint8Array(size);
    case 'int':
    case 'enum':
      return new Int32Array(size);
  }
}

function coerce(variable: VariableDef, values: Column): Column {
  switch (variable.valueType) {
    case 'float':
      return values instanceof Float64Array ? values : Float64Array.from(values);
    case 'bool': {
      if (values instanceof Uint8Array) return values;
      const out = new Uint8Array(values.length);
      for (let i = 0; i < values.length; i += 1) out[i] = values[i] ? 1 : 0;
      return out;
    }
    default: {
      if (values instanceof Int32Array) return values;
      const out = new Int32Array(values.length);
      for (let i = 0; i < values.length; i += 1) out[i] = Math.trunc(values[i]!);
      return out;
    }
  }
}

/** A computed value and where it came from. */
interface Computed {
  readonly values: Column;
  readonly source: ValueSource;
  readonly formulaStart?: string;
}

/**
 * Throws a {@link NonFiniteValueError} naming the variable when a value is NaN — or, with
 * `infinite`, ±Infinity too. Intermediate values may be infinite (models use ±Infinity as "no
 * limit" and "no such member"), so infinities are refused where a value leaves the engine
 * ({@link Simulation.calculate}); NaN is refused everywhere, at the variable that made it.
 */
function assertFinite(
  variable: VariableDef,
  period: Period,
  values: Column,
  infinite: boolean,
): void {
  // Integer and boolean columns cannot hold a non-finite value.
  if (!(values instanceof Float64Array)) return;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i]!;
    if (v !== v || (infinite && v - v !== 0))
      throw new NonFiniteValueError(variable.id, period.key, i, v);
  }
}

/** The rows a `definedFor` variable applies to: null when none, undefined when all, else a 0/1 mask. */
type DefinedRows = Uint8Array | null | undefined;

/**
 * Columns this long or longer have what is derived from them kept (their NaN check, `definedFor`
 * masks, projections to other entities); shorter ones (a household alone) cost less to redo.
 */
const CACHED_COLUMN_ROWS = 64;

/** The month class code (`lo * 16 + hi`) of a value that holds for all twelve months. */
const WHOLE_YEAR_CLASS = 0 * 16 + 12;

/** A group column over the rows of an entity: row i takes row `rowMap[i]`'s value. */
function projection(values: Column, rowMap: Int32Array): Column {
  const size = rowMap.length;
  const out =
    values instanceof Float64Array
      ? new Float64Array(size)
      : values instanceof Int32Array
        ? new Int32Array(size)
        : new Uint8Array(size);
  for (let i = 0; i < size; i += 1) out[i] = values[rowMap[i]!]!;
  return out;
}

/** The key of a variable's default column: its entity, value type and default. */
const defaultKeys = new WeakMap<VariableDef, string>();

function defaultKey(variable: VariableDef): string {
  let key = defaultKeys.get(variable);
  if (key === undefined) {
    key = `${variable.entity}:${variable.valueType}:${variable.default}`;
    defaultKeys.set(variable, key);
  }
  return key;
}

/**
 * The rows of an entity a `definedFor` applies to, from the column it reads (`values`, over the
 * rows of the entity it is stored on): a row applies where the value is one of `codes`, or
 * nonzero without codes. `rowMap` takes each of the entity's rows to its row in `values` when the
 * two entities differ. The test runs over the stored rows, so a column no row of which applies
 * (a state's variables in a chunk of other states) is known at once.
 */
function definedMask(
  values: Column,
  codes: readonly number[] | undefined,
  rowMap: Int32Array | undefined,
): DefinedRows {
  const n = values.length;
  const hits = new Uint8Array(n);
  if (codes === undefined) for (let i = 0; i < n; i += 1) hits[i] = values[i] !== 0 ? 1 : 0;
  else if (codes.length === 1) {
    const code = codes[0]!;
    for (let i = 0; i < n; i += 1) hits[i] = values[i] === code ? 1 : 0;
  } else for (let i = 0; i < n; i += 1) hits[i] = codes.includes(values[i]!) ? 1 : 0;
  const found = countOnes(hits);
  // No stored row applies, or all do: so with the entity's rows, which each belong to one.
  if (found === 0) return null;
  if (found === n) return undefined;
  if (!rowMap) return hits;
  const mask = new Uint8Array(rowMap.length);
  for (let i = 0; i < mask.length; i += 1) mask[i] = hits[rowMap[i]!]!;
  const count = countOnes(mask);
  return count === 0 ? null : count === mask.length ? undefined : mask;
}

/** The number of 1s in a 0/1 mask. */
function countOnes(mask: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < mask.length; i += 1) count += mask[i]!;
  return count;
}

/**
 * The sum of a year's month columns in one pass, added in month order from 0 (`0 + m0 + m1 + …`,
 * the same additions as month by month into a zeroed column, so the same value to the bit).
 */
function sumOfMonths(columns: readonly Column[], size: number): Float64Array {
  const out = new Float64Array(size);
  if (columns.length === 12) {
    const [a, b, c, d, e, f, g, h, i, j, k, l] = columns as [
      Column,
      Column,
      Column,
      Column,
      Column,
      Column,
      Column,
      Column,
      Column,
      Column,
      Column,
      Column,
    ];
    for (let r = 0; r < size; r += 1)
      out[r] =
        0 +
        a[r]! +
        b[r]! +
        c[r]! +
        d[r]! +
        e[r]! +
        f[r]! +
        g[r]! +
        h[r]! +
        i[r]! +
        j[r]! +
        k[r]! +
        l[r]!;
    return out;
  }
  for (const v of columns) for (let r = 0; r < size; r += 1) out[r] = out[r]! + v[r]!;
  return out;
}

/** Marks a value being computed (a second request for it is a cycle). */
const IN_PROGRESS: unique symbol = Symbol('in progress');

/** The values known for one period, by variable slot (undefined: not computed). */
type Known = (Column | typeof IN_PROGRESS | undefined)[];

/** A month's index in its year (0 = January), from its start `YYYY-MM-DD`. */
const monthIndex = (period: Period): number =>
  (period.start.charCodeAt(5) - 48) * 10 + period.start.charCodeAt(6) - 49;

/**
 * The part of a period a {@link PeriodRead} reads: its year (`split` undefined), or whether it
 * starts in month `split` (0 = January) of its year or later.
 */
function periodPart(period: Period, split: number | undefined): number | boolean {
  return split === undefined ? yearNumber(period) : monthIndex(period) >= split;
}

/** A period's year, from its start `YYYY-MM-DD`. */
const yearNumber = (period: Period): number => {
  const t = period.start;
  return (
    (t.charCodeAt(0) - 48) * 1000 +
    (t.charCodeAt(1) - 48) * 100 +
    (t.charCodeAt(2) - 48) * 10 +
    t.charCodeAt(3) -
    48
  );
};

/** The last month a monthly formula ran for, with what it read and what it gave. */
interface MonthValue {
  readonly formula: Formula<never>;
  readonly period: Period;
  readonly log: ReadLog;
  readonly computed: Computed;
}

/**
 * A lazy, memoised calculation of a tax system over a population. Values are computed on demand
 * per (variable, period); inputs override formulas (row by row where an input covers only some
 * rows); a variable depending on itself is a {@link CycleError} naming the chain.
 *
 * Two mechanisms spare monthly formulas the months that cannot differ. Month classes (always on
 * unless traced): a month's value records the months of its year it holds for — all twelve, less
 * those where one of its parameters that change within the year (told by the parameter trees'
 * getters), another of its formulas, or a value it read differs; a read of the period itself, of
 * another period or of an input given for that month ties it to its month. Another month of the
 * class takes the value without computing anything beneath it. Month-equivalence (large
 * populations): a month outside the classes compares what the last month's formula read and,
 * when all is the same, takes its value without running the formula.
 */
export class Simulation {
  readonly system: TaxSystem;
  readonly population: Population;
  private readonly trace: TraceObserver | undefined;
  private readonly equivalence: boolean;
  private readonly inputs = new Map<string, Map<string, InputValue>>();
  /** Known values by period key, then variable slot (see {@link TaxSystem.variableSlot}). */
  private readonly memo = new Map<string, Known>();
  /** The period of the last memo looked up, and its values: reads mostly stay in one period. */
  private lastKnownKey = '';
  private lastKnown: Known | undefined;
  /**
   * The (variable, period) pairs being computed, outermost first, to name a cycle: ids and period
   * keys side by side, so computing a value allocates no entry.
   */
  private readonly stackIds: string[] = [];
  private readonly stackPeriods: string[] = [];
  /**
   * Month classes, per entry of the stack: for a month's value being computed, its month (0 =
   * January) and the months [lo, hi) of its year it holds for so far; `lo` -1 for other periods.
   */
  private readonly frameMonth: number[] = [];
  private readonly frameLo: number[] = [];
  private readonly frameHi: number[] = [];
  private readonly monthClasses: boolean;
  /** Per month key, per variable slot, the class of the month's value: lo × 16 + hi (0: none). */
  private readonly classes = new Map<string, Uint8Array>();
  private lastClassesKey = '';
  private lastClasses: Uint8Array | undefined;
  /** Tells this simulation of reads of parameters that change within a year. */
  private readonly withinYearRead: WithinYearReader = (parameter) =>
    this.narrowToParameter(parameter);
  /** The year of each month a yearly variable is asked for (built once per month). */
  private readonly yearByMonth = new Map<string, Period>();
  /** The months of each year asked for as a sum of its months (built once per year). */
  private readonly monthsByYear = new Map<string, readonly Period[]>();
  /**
   * Month-equivalence: per monthly variable, the last month its formula ran for. Another month
   * whose reads all give the same values takes that month's value instead of running the formula.
   */
  private readonly lastMonth = new Map<string, MonthValue>();
  /** Per variable, the last year value converted to a month (each month of the year shares it). */
  private readonly monthOfYear = new Map<
    string,
    { readonly year: Column; readonly month: Column }
  >();
  /** Per monthly variable, the last year input spread over its months (each month shares it). */
  private readonly spread = new Map<
    string,
    { readonly year: InputValue; readonly month: InputValue }
  >();
  /**
   * Columns already found free of NaN. A column is checked once, however many values it is: the
   * months month-equivalence answers with one month's column, a formula passing a read through.
   */
  private readonly checked = new WeakSet<Column>();
  /**
   * The rows `definedFor` masks give, per column read and then per entity and codes: the
   * variables of one state all read `state_code`, so its mask for an entity is worked out once.
   */
  private readonly definedMasks = new WeakMap<Column, Map<string, DefinedRows>>();
  /** Default columns, by entity, value type and default (see {@link defaultColumn}). */
  private readonly defaults = new Map<string, Column>();
  /** Group columns over the rows of another entity, per column and entity (see {@link projected}). */
  private readonly projections = new WeakMap<Column, Map<string, Column>>();
  /**
   * The codes each column read by `definedFor` tests holds: a state's test in a chunk with no row
   * of that state is answered without a pass over the rows.
   */
  private readonly presentCodes = new WeakMap<Column, Set<number>>();
  /**
   * The year of a float column that is all twelve months' value, by that column: the variables a
   * chunk has no row of (another state's programs) share one default column, so one year sum.
   */
  private readonly yearSums = new WeakMap<Column, Float64Array>();

  constructor(options: SimulationOptions) {
    this.system = options.system;
    this.population = options.population;
    this.trace = options.trace;
    // A traced calculation shows every step, so no month takes another's value.
    this.equivalence =
      options.trace === undefined &&
      (options.monthEquivalence ?? options.population.personCount >= MONTH_EQUIVALENCE_MIN_PEOPLE);
    this.monthClasses = options.trace === undefined && options.monthClasses !== false;
  }

  /** Sets an input for a variable and period (a year input of a monthly variable is spread). */
  setInput(id: string, period: Period | string, values: Column, mask?: Uint8Array): void {
    const variable = this.system.variable(id);
    const p = typeof period === 'string' ? parsePeriod(period) : period;
    const size = this.population.count(variable.entity);
    if (values.length !== size) {
      throw new EngineError(
        'invalid_input',
        `input ${id} has ${values.length} rows; ${variable.entity} has ${size}`,
      );
    }
    const key = variable.period === 'eternity' ? ETERNITY.key : p.key;
    let byPeriod = this.inputs.get(id);
    if (!byPeriod) {
      byPeriod = new Map();
      this.inputs.set(id, byPeriod);
    }
    byPeriod.set(
      key,
      mask ? { values: coerce(variable, values), mask } : { values: coerce(variable, values) },
    );
    this.memo.clear();
    this.lastKnown = undefined;
    this.lastMonth.clear();
    this.monthOfYear.clear();
    this.spread.clear();
    this.classes.clear();
    this.lastClasses = undefined;
  }

  /** True when an input was given for the variable (any period). */
  hasInput(id: string): boolean {
    return this.inputs.has(id);
  }

  /** Every input as full columns, or undefined when some input covers only some rows. */
  fullInputs(): { variable: string; period: string; values: Column }[] | undefined {
    const out: { variable: string; period: string; values: Column }[] = [];
    for (const [variable, byPeriod] of this.inputs) {
      for (const [period, input] of byPeriod) {
        if (input.mask) return undefined;
        out.push({ variable, period, values: input.values });
      }
    }
    return out;
  }

  /** True when a variable's value for a period is already known. */
  isComputed(id: string, period: Period): boolean {
    const slot = this.system.variableSlot(id);
    const variable = this.system.variableAt(slot);
    const known = this.memo.get(variable.period === 'eternity' ? ETERNITY.key : period.key)?.[slot];
    return known !== undefined && known !== IN_PROGRESS;
  }

  /** Records a value computed elsewhere (e.g. chunk by chunk) for a variable and period. */
  remember(id: string, period: Period, values: Column): void {
    const slot = this.system.variableSlot(id);
    const variable = this.system.variableAt(slot);
    if (values.length !== this.population.count(variable.entity)) {
      throw new EngineError(
        'invalid_input',
        `${id}: ${values.length} rows, expected ${this.population.count(variable.entity)}`,
      );
    }
    this.memoOf(variable.period === 'eternity' ? ETERNITY.key : period.key)[slot] = values;
  }

  /**
   * The value of a variable for a period, over the rows of its entity. Never NaN or infinite: such
   * a value is a {@link NonFiniteValueError} naming the variable that made it.
   */
  calculate(id: string, period: Period | string): Column {
    const p = typeof period === 'string' ? parsePeriod(period) : period;
    const slot = this.system.variableSlot(id);
    const variable = this.system.variableAt(slot);
    const values = this.compute(slot, p);
    assertFinite(variable, p, values, true);
    return values;
  }

  private memoOf(periodKey: string): Known {
    if (periodKey === this.lastKnownKey && this.lastKnown) return this.lastKnown;
    let known = this.memo.get(periodKey);
    if (!known) {
      known = new Array<Column | typeof IN_PROGRESS | undefined>(this.system.variables.size);
      this.memo.set(periodKey, known);
    }
    this.lastKnownKey = periodKey;
    this.lastKnown = known;
    return known;
  }

  private compute(slot: number, period: Period): Column {
    // The outermost value tells the parameter trees' within-year reads to this simulation.
    if (this.stackIds.length === 0 && this.monthClasses) {
      const before = setWithinYearReader(this.withinYearRead);
      try {
        return this.computeIn(slot, period);
      } finally {
        setWithinYearReader(before);
      }
    }
    return this.computeIn(slot, period);
  }

  private computeIn(slot: number, period: Period): Column {
    const variable = this.system.variableAt(slot);
    if (variable.period === 'eternity') period = ETERNITY;
    const known = this.memoOf(period.key);
    const cached = known[slot];
    const month = this.monthClasses && period.unit === 'month';
    if (cached !== undefined) {
      if (cached !== IN_PROGRESS) {
        if (month) {
          const code = this.classesOf(period.key)[slot]!;
          if (code === 0) this.pinMonth();
          else this.narrowTop(period.key, code >> 4, code & 15);
        }
        return cached;
      }
      throw new CycleError(this.cycleTo(variable.id, period.key));
    }
    known[slot] = IN_PROGRESS;
    this.stackIds.push(variable.id);
    this.stackPeriods.push(period.key);
    if (month) this.pushMonthFrame(variable, period);
    else {
      this.frameMonth.push(-1);
      this.frameLo.push(-1);
      this.frameHi.push(-1);
    }
    this.trace?.enter(variable.id, period.key);
    let done = false;
    try {
      const { values, source, formulaStart } = this.computeUncached(variable, slot, period);
      known[slot] = values;
      done = true;
      this.trace?.exit(variable.id, period.key, source, values, formulaStart);
      return values;
    } finally {
      this.stackIds.pop();
      this.stackPeriods.pop();
      this.frameMonth.pop();
      const lo = this.frameLo.pop()!;
      const hi = this.frameHi.pop()!;
      if (!done) known[slot] = undefined;
      else if (month) this.recordMonthClass(slot, period, lo, hi, known[slot] as Column);
    }
  }

  /**
   * A month's frame: all twelve months of its year, less those where another of the variable's
   * formulas is in force (a formula from a date takes the months whose first day is on or after it).
   */
  private pushMonthFrame(variable: VariableDef, period: Period): void {
    const k = monthIndex(period);
    let lo = 0;
    let hi = 12;
    if (variable.formulas.length > 1) {
      const year = period.start.slice(0, 4);
      for (const { start } of variable.formulas) {
        if (start.slice(0, 4) !== year || start.endsWith('-01-01')) continue;
        const first = Number(start.slice(5, 7)) - 1 + (start.endsWith('-01') ? 0 : 1);
        if (first <= k) lo = Math.max(lo, first);
        else hi = Math.min(hi, first);
      }
    }
    this.frameMonth.push(k);
    this.frameLo.push(lo);
    this.frameHi.push(hi);
  }

  /**
   * Month classes: a month's value computed for months [lo, hi) of its year is remembered as theirs
   * (each month of the class not yet known takes it, whatever order the months are asked in); the
   * value's class narrows the value being computed that read it.
   */
  private recordMonthClass(slot: number, period: Period, lo: number, hi: number, values: Column) {
    const code = lo * 16 + hi;
    this.classesOf(period.key)[slot] = code;
    if (hi - lo > 1) {
      const months = this.monthsOfYear(this.yearOfMonth(period));
      for (let m = lo; m < hi; m += 1) {
        const key = months[m]!.key;
        if (key === period.key) continue;
        const known = this.memoOf(key);
        if (known[slot] !== undefined) continue;
        known[slot] = values;
        this.classesOf(key)[slot] = code;
      }
    }
    this.narrowTop(period.key, lo, hi);
  }

  /** The class codes of a month's values by slot (the last month asked for is kept at hand). */
  private classesOf(periodKey: string): Uint8Array {
    if (periodKey === this.lastClassesKey && this.lastClasses) return this.lastClasses;
    let byMonth = this.classes.get(periodKey);
    if (!byMonth) {
      byMonth = new Uint8Array(this.system.variables.size);
      this.classes.set(periodKey, byMonth);
    }
    this.lastClassesKey = periodKey;
    this.lastClasses = byMonth;
    return byMonth;
  }

  /** Narrows the month being computed (the stack's top) to the months [lo, hi) of a read of the same month. */
  private narrowTop(periodKey: string, lo: number, hi: number): void {
    const t = this.frameLo.length - 1;
    if (t < 0 || this.frameLo[t]! < 0) return;
    if (this.stackPeriods[t] !== periodKey) {
      this.pinMonth();
      return;
    }
    if (lo > this.frameLo[t]!) this.frameLo[t] = lo;
    if (hi < this.frameHi[t]!) this.frameHi[t] = hi;
  }

  /** @internal The month being computed read something of its own month only: its class is that month. */
  pinMonth(): void {
    const t = this.frameLo.length - 1;
    if (t < 0 || this.frameLo[t]! < 0) return;
    const k = this.frameMonth[t]!;
    this.frameLo[t] = k;
    this.frameHi[t] = k + 1;
  }

  /**
   * @internal The month being computed asked which side of month `split` (0 = January) of its
   * year it is on: its class keeps the months on that side.
   */
  narrowToSide(split: number): void {
    const t = this.frameLo.length - 1;
    if (t < 0 || this.frameLo[t]! < 0) return;
    if (this.frameMonth[t]! >= split) {
      if (split > this.frameLo[t]!) this.frameLo[t] = split;
    } else if (split < this.frameHi[t]!) this.frameHi[t] = split;
  }

  /**
   * A read of a parameter that changes within the year narrows the month being computed to the
   * months its value holds for (a tree of another instant asked for by date narrows the same way:
   * more than needed, never less).
   */
  private narrowToParameter(parameter: ParameterValued): void {
    const t = this.frameLo.length - 1;
    if (t < 0 || this.frameLo[t]! < 0) return;
    const key = this.stackPeriods[t]!;
    const runs = this.system.monthRuns(parameter, key.slice(0, 4));
    const k = this.frameMonth[t]!;
    let lo = k;
    let hi = k + 1;
    while (lo > 0 && runs[lo - 1] === runs[k]) lo -= 1;
    while (hi < 12 && runs[hi] === runs[k]) hi += 1;
    if (lo > this.frameLo[t]!) this.frameLo[t] = lo;
    if (hi < this.frameHi[t]!) this.frameHi[t] = hi;
  }

  /** The chain `id@period` from the first computation of (id, period) to its request again. */
  private cycleTo(id: string, periodKey: string): string[] {
    let from = 0;
    while (this.stackIds[from] !== id || this.stackPeriods[from] !== periodKey) from += 1;
    const chain = this.stackIds.slice(from).map((s, i) => `${s}@${this.stackPeriods[from + i]!}`);
    return [...chain, `${id}@${periodKey}`];
  }

  /** @internal The year of a period's start, built once per simulation and period. */
  yearOfMonth(month: Period): Period {
    let year = this.yearByMonth.get(month.key);
    if (!year) {
      year = yearOf(month);
      this.yearByMonth.set(month.key, year);
    }
    return year;
  }

  /** The months of a year, built once per simulation and year. */
  private monthsOfYear(year: Period): readonly Period[] {
    let months = this.monthsByYear.get(year.key);
    if (!months) {
      months = monthsOf(year);
      this.monthsByYear.set(year.key, months);
    }
    return months;
  }

  /**
   * One (variable, period) value, in named steps: a period of another length is converted from
   * the variable's own; otherwise an input covering every row is the value; otherwise the formula
   * in force (or the default) runs, and an input covering some rows overrides it row by row.
   * Whatever the source, NaN is a {@link NonFiniteValueError}.
   */
  private computeUncached(variable: VariableDef, slot: number, period: Period): Computed {
    const computed =
      this.convertPeriod(variable, slot, period) ?? this.fromInputOrFormula(variable, period);
    const values = computed.values;
    // A short column is checked again: that costs less than remembering it.
    if (values.length < CACHED_COLUMN_ROWS) assertFinite(variable, period, values, false);
    else if (!this.checked.has(values)) {
      assertFinite(variable, period, values, false);
      this.checked.add(values);
    }
    return computed;
  }

  /** A yearly variable asked for a month, or a monthly one asked for a year; else undefined. */
  private convertPeriod(variable: VariableDef, slot: number, period: Period): Computed | undefined {
    // The row count only where a period is converted: most values are not.
    if (variable.period === 'year' && period.unit === 'month') {
      const year = this.compute(slot, this.yearOfMonth(period));
      if (variable.quantity === 'stock') return { values: year, source: 'converted' };
      const known = this.monthOfYear.get(variable.id);
      if (known?.year === year) return { values: known.month, source: 'converted' };
      const size = this.population.count(variable.entity);
      const out = new Float64Array(size);
      for (let i = 0; i < size; i += 1) out[i] = year[i]! / 12;
      const month = coerce(variable, out);
      this.monthOfYear.set(variable.id, { year, month });
      return { values: month, source: 'converted' };
    }
    if (variable.period === 'month' && period.unit === 'year') {
      const given = this.inputs.get(variable.id)?.get(period.key);
      // A year's input of a monthly variable: the year's value as given.
      if (given && !given.mask) return { values: given.values, source: 'input' };
      const months = this.monthsOfYear(period);
      if (variable.quantity === 'stock')
        return { values: this.compute(slot, months[0]!), source: 'converted' };
      const size = this.population.count(variable.entity);
      const first = this.compute(slot, months[0]!);
      // A value of January's class for the whole year is every month's: no month to ask again.
      const columns =
        this.monthClasses && this.classesOf(months[0]!.key)[slot] === WHOLE_YEAR_CLASS
          ? new Array<Column>(12).fill(first)
          : months.map((month, m) => (m === 0 ? first : this.compute(slot, month)));
      return { values: this.yearSum(variable, columns, size), source: 'converted' };
    }
    if (period.unit !== 'eternity' && period.unit !== variable.period) {
      throw new EngineError(
        'invalid_period',
        `${variable.id} is defined per ${variable.period}; asked for ${period.key}`,
      );
    }
    return undefined;
  }

  /**
   * A monthly flow's year from its months' columns. Twelve times one float column (the default
   * column a chunk's variables of other states share) is summed once per column.
   */
  private yearSum(variable: VariableDef, columns: readonly Column[], size: number): Column {
    const one = columns[0]!;
    const shared =
      variable.valueType === 'float' &&
      size >= CACHED_COLUMN_ROWS &&
      columns.length === 12 &&
      columns.every((column) => column === one);
    if (!shared) return coerce(variable, sumOfMonths(columns, size));
    let year = this.yearSums.get(one);
    if (!year) {
      year = sumOfMonths(columns, size);
      this.yearSums.set(one, year);
    }
    return year;
  }

  /** The input for the period: given for it, or (monthly variables) spread from the year's. */
  private inputFor(variable: VariableDef, period: Period): InputValue | undefined {
    const byPeriod = this.inputs.get(variable.id);
    const input = byPeriod?.get(period.key);
    // An input given for this month is this month's alone.
    if (input && period.unit === 'month') this.pinMonth();
    if (input || variable.period !== 'month' || !byPeriod) return input;
    const yearly = byPeriod.get(yearOf(period).key);
    if (!yearly || variable.quantity === 'stock') return yearly;
    const known = this.spread.get(variable.id);
    if (known?.year === yearly) return known.month;
    const size = this.population.count(variable.entity);
    const out = new Float64Array(size);
    for (let i = 0; i < size; i += 1) out[i] = yearly.values[i]! / 12;
    const month = yearly.mask
      ? { values: coerce(variable, out), mask: yearly.mask }
      : { values: coerce(variable, out) };
    this.spread.set(variable.id, { year: yearly, month });
    return month;
  }

  /**
   * The input when it covers every row; else the formula's value with a partial input over it.
   * The input is looked up once for both.
   */
  private fromInputOrFormula(variable: VariableDef, period: Period): Computed {
    const input = this.inputFor(variable, period);
    if (input && !input.mask) return { values: input.values, source: 'input' };
    return this.fromFormula(variable, period, input);
  }

  /**
   * The formula in force (on the rows it is defined for) or the default, then partial inputs. A
   * monthly formula without inputs of its own first tries the last month it ran for: when every
   * read it made gives the same values for this month, its value is this month's too.
   */
  private fromFormula(
    variable: VariableDef,
    period: Period,
    input: InputValue | undefined,
  ): Computed {
    const found = formulaAt(variable, period.start);
    const equivalence =
      found !== undefined &&
      this.equivalence &&
      variable.period === 'month' &&
      period.unit === 'month' &&
      !this.inputs.has(variable.id);
    let log: ReadLog | undefined;
    if (equivalence) {
      const last = this.lastMonth.get(variable.id);
      if (
        last !== undefined &&
        last.formula === found.formula &&
        last.period.key !== period.key &&
        this.readsAgain(last.log, period)
      )
        return last.computed;
      log = { reads: [], periodRead: false };
    }
    let computed = this.runFormulaOrDefault(variable, period, found, log, input);
    if (log) {
      // A value equal to the last month's is that month's column, so the reads of what depends on
      // it compare one reference instead of every row.
      const last = this.lastMonth.get(variable.id);
      if (
        last &&
        last.computed.source === computed.source &&
        sameColumn(last.computed.values, computed.values)
      )
        computed = last.computed;
      if (!log.periodRead)
        this.lastMonth.set(variable.id, { formula: found!.formula, period, log, computed });
    }
    return computed;
  }

  /** True when every read of a log gives, for `period`, the value it gave (in order, stopping at the first that differs). */
  private readsAgain(log: ReadLog, period: Period): boolean {
    // Consecutive reads of one node share its path: it is looked up once.
    let path: readonly string[] | undefined;
    let instant = '';
    let node: unknown;
    for (const read of log.reads) {
      if (read.kind === 'variable') {
        // A read of a period given outright ties the value to its month (month classes).
        if (read.relation === 'fixed') this.pinMonth();
        const at =
          read.relation === 'own'
            ? period
            : read.relation === 'own-year'
              ? this.yearOfMonth(period)
              : read.period;
        const values = this.read(read.id, at).values;
        if (!sameColumn(values, read.values)) return false;
      } else if (read.kind === 'period') {
        if (periodPart(period, read.split) !== read.value) return false;
        if (read.split !== undefined) this.narrowToSide(read.split);
      } else {
        const at = read.own ? period.start : read.instant;
        if (read.path !== path || at !== instant) {
          path = read.path;
          instant = at;
          node = nodeAt(this.system.parametersAt(at), path);
        }
        // A node of the same values reads the same; one holding parameters that change within
        // the year is read again all the same, to tell the reads to the month classes.
        if (node === read.node && (!this.monthClasses || isSteadyNode(node as object))) continue;
        const value = readAgain(node, read);
        if (value === MISSING || !sameValue(value, read.value)) return false;
      }
    }
    return true;
  }

  private runFormulaOrDefault(
    variable: VariableDef,
    period: Period,
    found: ReturnType<typeof formulaAt>,
    log: ReadLog | undefined,
    input: InputValue | undefined,
  ): Computed {
    const context = found ? new Context(this, variable, period, log) : undefined;
    // The context has counted the rows already.
    const size = context?.size ?? this.population.count(variable.entity);
    const applies =
      found && variable.definedFor !== undefined ? this.definedRows(variable, context!) : undefined;
    let values: Column;
    let source: ValueSource;
    if (found && applies !== null) {
      values = this.runFormula(variable, found.formula, context!, applies);
      source = 'formula';
    } else {
      values = this.defaultColumn(variable, size);
      source = 'default';
    }
    if (input?.mask) {
      // The formula's value may be a column it read, and a default column is shared: a copy.
      values = values.slice();
      for (let i = 0; i < size; i += 1) if (input.mask[i]) values[i] = input.values[i]!;
      source = 'input';
    }
    return found ? { values, source, formulaStart: found.start } : { values, source };
  }

  /**
   * A column of the variable's default over its entity's rows, one per entity, value type and
   * default: the variables a chunk's rows have none of (another state's) share it, and reads of
   * them compare one reference.
   */
  private defaultColumn(variable: VariableDef, size: number): Column {
    const key = defaultKey(variable);
    let column = this.defaults.get(key);
    if (!column || column.length !== size) {
      column = allocateColumn(variable, size);
      if (variable.default !== 0) column.fill(variable.default);
      this.defaults.set(key, column);
    }
    return column;
  }

  /**
   * @internal A group column over the rows of an entity it holds (each row takes its group's
   * value), built once per column and entity: many formulas read one household column.
   */
  projected(values: Column, from: string, entity: string): Column {
    const rowMap = this.population.rowMap(entity, from);
    if (rowMap.length < CACHED_COLUMN_ROWS) return projection(values, rowMap);
    let byEntity = this.projections.get(values);
    if (!byEntity) {
      byEntity = new Map();
      this.projections.set(values, byEntity);
    }
    let out = byEntity.get(entity);
    if (!out) {
      out = projection(values, rowMap);
      byEntity.set(entity, out);
      if (this.checked.has(values)) this.checked.add(out);
    }
    return out;
  }

  /** Runs a formula, checks its row count, and sets rows it is not defined for to the default. */
  private runFormula(
    variable: VariableDef,
    formula: Formula<never>,
    context: FormulaContext<unknown>,
    applies: Uint8Array | undefined,
  ): Column {
    const size = context.size;
    const raw = formula(context as FormulaContext<never>);
    if (!raw || raw.length !== size) {
      throw new EngineError(
        'invalid_formula_result',
        `formula of ${variable.id} returned ${raw?.length ?? 'nothing'} rows; expected ${size}`,
      );
    }
    let values = coerce(variable, raw);
    if (applies) {
      if (values === raw) values = values.slice();
      for (let i = 0; i < size; i += 1) if (!applies[i]) values[i] = variable.default;
    }
    return values;
  }

  /**
   * The rows a `definedFor` variable applies to: null when none (the formula is skipped),
   * undefined when all, else a 0/1 mask over the variable's rows.
   */
  private definedRows(variable: VariableDef, context: Context): DefinedRows {
    const test = this.system.definedForTest(variable);
    const { values, from } = context.readColumn(test.read);
    const rowMap =
      from === variable.entity ? undefined : this.population.rowMap(variable.entity, from);
    // A short column's mask costs less to work out again than to look up.
    if (values.length < CACHED_COLUMN_ROWS) return definedMask(values, test.codes, rowMap);
    let byKey = this.definedMasks.get(values);
    if (!byKey) {
      byKey = new Map();
      this.definedMasks.set(values, byKey);
    }
    let rows = byKey.get(test.key);
    if (rows === undefined && !byKey.has(test.key)) {
      rows = this.holdsAny(values, test.codes) ? definedMask(values, test.codes, rowMap) : null;
      byKey.set(test.key, rows);
    }
    return rows;
  }

  /** False when codes are given and no row of the column holds one of them. */
  private holdsAny(values: Column, codes: readonly number[] | undefined): boolean {
    if (codes === undefined) return true;
    let present = this.presentCodes.get(values);
    if (!present) {
      present = new Set(values);
      this.presentCodes.set(values, present);
    }
    return codes.some((code) => present.has(code));
  }

  /** @internal Reads a variable for a formula: its column and entity. */
  read(id: string, period: Period): { values: Column; from: string } {
    const slot = this.system.variableSlot(id);
    return { values: this.compute(slot, period), from: this.system.variableAt(slot).entity };
  }

  /** @internal Parameters in force at an instant, traced when a trace observer is set. */
  params(instant: string): unknown {
    const tree = this.system.parametersAt(instant);
    return this.trace ? traceParameters(tree, '', instant, this.trace) : tree;
  }

  /** @internal Parameters in force at an instant other than a formula's own (built as far as read). */
  paramsView(instant: string): unknown {
    const tree = this.system.parametersViewAt(instant);
    return this.trace ? traceParameters(tree, '', instant, this.trace) : tree;
  }
}

/** Wraps a parameter tree so every value read is reported to the trace with its path. */
function traceParameters(
  tree: unknown,
  path: string,
  instant: string,
  trace: TraceObserver,
): unknown {
  if (tree === null || typeof tree !== 'object' || tree.constructor !== Object) return tree;
  const source = tree as Record<string, unknown>;
  // The target is a blank object: the tree itself is frozen, and a proxy of a frozen object
  // must return its exact property values.
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      const value = source[key];
      const childPath = path ? `${path}.${key}` : key;
      if (value !== null && typeof value === 'object' && value.constructor === Object) {
        return traceParameters(value, childPath, instant, trace);
      }
      trace.parameter(childPath, instant, value);
      return value;
    },
    has: (_target, key) => key in source,
    ownKeys: () => Reflect.ownKeys(source),
    getOwnPropertyDescriptor: (_target, key) => {
      const d = Reflect.getOwnPropertyDescriptor(source, key);
      return d ? { ...d, configurable: true } : undefined;
    },
  });
}

type Mask = NumericArray | string | undefined;

/**
 * The context a formula runs in: one small object per evaluation, with its methods on the
 * prototype (no closures are made per evaluation, so calling a formula costs little).
 */
class Context implements FormulaContext<unknown> {
  readonly entity: string;
  readonly size: number;
  /** Parameter views of a logged evaluation, one per node. */
  private views: Map<object, unknown> | undefined;

  /** With `log`, every variable and parameter read is logged (see {@link ReadLog}). */
  constructor(
    private readonly sim: Simulation,
    private readonly variable: VariableDef,
    private readonly own: Period,
    private readonly log?: ReadLog,
  ) {
    this.entity = variable.entity;
    this.size = sim.population.count(this.entity);
  }

  get period(): Period {
    if (this.log) this.log.periodRead = true;
    this.sim.pinMonth();
    return this.own;
  }

  get year(): number {
    const value = yearNumber(this.own);
    this.log?.reads.push({ kind: 'period', split: undefined, value });
    return value;
  }

  fromMonth(month: number): boolean {
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw new EngineError(
        'invalid_formula',
        `${this.variable.id}: fromMonth(${month}) needs a month from 1 to 12`,
      );
    const split = month - 1;
    const value = periodPart(this.own, split) as boolean;
    this.sim.narrowToSide(split);
    this.log?.reads.push({ kind: 'period', split, value });
    return value;
  }

  get p(): unknown {
    return this.logged(this.sim.params(this.own.start), true, this.own.start);
  }

  parametersAt(instant: string): unknown {
    return this.logged(this.sim.paramsView(instant), false, instant);
  }

  private logged(tree: unknown, own: boolean, instant: string): unknown {
    if (!this.log) return tree;
    this.views ??= new Map();
    return loggedParameters(tree, this.log, own, instant, this.views);
  }

  /** Reads a variable (for this formula's period when `p` is undefined), logging the read. */
  private read(id: string, p: Period | string | undefined): { values: Column; from: string } {
    const period = p === undefined ? this.own : typeof p === 'string' ? parsePeriod(p) : p;
    const relation: ReadRelation =
      p === undefined
        ? 'own'
        : period.unit === 'year' && period.key === this.sim.yearOfMonth(this.own).key
          ? 'own-year'
          : 'fixed';
    // A read of a period given outright ties the value to its month; the year of the formula's
    // own period is the same for every month of it.
    if (relation === 'fixed') this.sim.pinMonth();
    const read = this.sim.read(id, period);
    this.log?.reads.push({ kind: 'variable', id, relation, period, values: read.values });
    return read;
  }

  /**
   * @internal A read of `get`, the column as stored: its own entity's, or a group's that holds
   * this entity's rows (never a person variable for a group: that needs an aggregate).
   */
  readColumn(id: string, p?: Period | string): { values: Column; from: string } {
    const read = this.read(id, p);
    if (read.from !== this.entity && this.sim.population.isPerson(read.from)) {
      throw new EngineError(
        'invalid_formula',
        `${this.variable.id} (${this.entity}) reads person variable ${id}; use sum/any/max/min or members`,
      );
    }
    return read;
  }

  private maskValues(mask: Mask, period?: Period | string): NumericArray | undefined {
    if (typeof mask !== 'string') return mask;
    const { values, from } = this.read(mask, period);
    if (!this.sim.population.isPerson(from)) {
      throw new EngineError(
        'invalid_formula',
        `${this.variable.id}: mask ${mask} must be a person variable`,
      );
    }
    return values;
  }

  get(id: string, p?: Period | string): Column {
    const { values, from } = this.readColumn(id, p);
    return from === this.entity ? values : this.sim.projected(values, from, this.entity);
  }

  members(id: string, p?: Period | string): Column {
    const { values, from } = this.read(id, p);
    if (!this.sim.population.isPerson(from))
      throw new EngineError(
        'invalid_formula',
        `${this.variable.id}: members(${id}) needs a person variable`,
      );
    return values;
  }

  memberIndex(): Int32Array {
    const pop = this.sim.population;
    if (pop.isPerson(this.entity))
      throw new EngineError('invalid_formula', `${this.variable.id}: people have no members`);
    return pop.membership(this.entity);
  }

  sum(id: string, o?: AggregateOptions): Float64Array {
    const { values, from } = this.read(id, o?.period);
    return this.aggregate(values, from, 'sum', this.maskValues(o?.mask, o?.period));
  }

  any(id: string, o?: AggregateOptions): Uint8Array {
    const { values, from } = this.read(id, o?.period);
    return Uint8Array.from(
      this.aggregate(values, from, 'any', this.maskValues(o?.mask, o?.period)),
    );
  }

  max(id: string, o?: AggregateOptions): Float64Array {
    const { values, from } = this.read(id, o?.period);
    return this.aggregate(values, from, 'max', this.maskValues(o?.mask, o?.period));
  }

  min(id: string, o?: AggregateOptions): Float64Array {
    const { values, from } = this.read(id, o?.period);
    return this.aggregate(values, from, 'min', this.maskValues(o?.mask, o?.period));
  }

  count(o?: { readonly mask?: NumericArray | string }): Float64Array {
    const pop = this.sim.population;
    const mask = this.maskValues(o?.mask);
    if (pop.isPerson(this.entity)) return new Float64Array(this.size).fill(1);
    if (!mask) return Float64Array.from(pop.groupSize(this.entity));
    const ones = new Float64Array(pop.personCount).fill(1);
    return this.aggregate(ones, this.sim.system.personEntity.key, 'sum', mask);
  }

  aggregate(
    values: NumericArray,
    from: string,
    op: 'sum' | 'any' | 'max' | 'min',
    mask?: NumericArray | string,
  ): Float64Array {
    const entity = this.entity;
    const size = this.size;
    const pop = this.sim.population;
    const m = this.maskValues(mask);
    if (from === entity) return Float64Array.from(values);
    if (pop.isPerson(entity))
      throw new EngineError(
        'invalid_formula',
        `${this.variable.id}: cannot aggregate ${from} rows into people; use get()`,
      );
    const rowMap = pop.rowMap(from, entity);
    const out = new Float64Array(size);
    const n = values.length;
    // Separate loops with and without a mask: the unmasked ones (most reads) test nothing per row.
    if (op === 'sum') {
      if (m) {
        for (let i = 0; i < n; i += 1) {
          if (!m[i]) continue;
          const g = rowMap[i]!;
          out[g] = out[g]! + values[i]!;
        }
      } else {
        for (let i = 0; i < n; i += 1) {
          const g = rowMap[i]!;
          out[g] = out[g]! + values[i]!;
        }
      }
      return out;
    }
    if (op === 'any') {
      if (m) {
        for (let i = 0; i < n; i += 1) if (m[i] && values[i]) out[rowMap[i]!] = 1;
      } else {
        for (let i = 0; i < n; i += 1) if (values[i]) out[rowMap[i]!] = 1;
      }
      return out;
    }
    const seen = new Uint8Array(size);
    for (let i = 0; i < values.length; i += 1) {
      if (m && !m[i]) continue;
      const g = rowMap[i]!;
      const v = values[i]!;
      if (!seen[g] || (op === 'max' ? v > out[g]! : v < out[g]!)) out[g] = v;
      seen[g] = 1;
    }
    return out;
  }

  project(values: NumericArray, from: string): Float64Array {
    const size = this.size;
    if (from === this.entity) return Float64Array.from(values);
    const rowMap = this.sim.population.rowMap(this.entity, from);
    const out = new Float64Array(size);
    for (let i = 0; i < size; i += 1) out[i] = values[rowMap[i]!]!;
    return out;
  }

  zeros(): Float64Array {
    return new Float64Array(this.size);
  }

  lookup(
    breakdown: Readonly<Record<string, number>>,
    codes: NumericArray,
    enumDef: EnumDef,
  ): Float64Array {
    // Entries are read only for the codes present: an entry no row needs may be missing.
    const table = new Float64Array(enumDef.names.length).fill(Number.NaN);
    const seen = new Uint8Array(enumDef.names.length);
    const out = new Float64Array(codes.length);
    for (let i = 0; i < codes.length; i += 1) {
      const code = codes[i]!;
      if (!seen[code]) {
        const name = enumDef.names[code];
        const v = name === undefined ? undefined : breakdown[name];
        if (typeof v !== 'number' || !Number.isFinite(v)) {
          const outOfRange = name === undefined ? undefined : outOfRangeEntry(breakdown, name);
          if (outOfRange) throw outOfRange;
          throw new EngineError(
            'missing_parameter_value',
            `${this.variable.id}: the breakdown by ${enumDef.id} has no value for ${name ?? code} at ${this.own.key}`,
          );
        }
        table[code] = v;
        seen[code] = 1;
      }
      out[i] = table[code]!;
    }
    return out;
  }
}
