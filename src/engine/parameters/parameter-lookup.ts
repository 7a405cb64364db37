import { EngineError, ParameterPeriodError } from '../errors.js';
import { Scale, ScaleType } from './scale.js';
import {
  getParameter,
  listLeaves,
  type Parameter,
  type ParameterEntry,
  type ParameterLeaf,
  type ParameterNode,
  type ParameterValue,
  type UpratingRounding,
} from './parameter-tree.js';

/** The last dated entry on or before an instant, without uprating. */
function lastEntryOnOrBefore(leaf: ParameterLeaf, instant: string): ParameterEntry | undefined {
  const values = leaf.values;
  let lo = 0;
  let hi = values.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]!.date <= instant) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 ? values[found] : undefined;
}

function round(value: number, rounding: UpratingRounding | undefined): number {
  if (!rounding || !(rounding.interval > 0)) return value;
  const q = value / rounding.interval;
  // A tiny tolerance keeps 1.0000000001 intervals from rounding up by float noise.
  const r =
    rounding.type === 'downwards'
      ? Math.floor(q + 1e-9)
      : rounding.type === 'upwards'
        ? Math.ceil(q - 1e-9)
        : Math.round(q);
  return r * rounding.interval;
}

/**
 * A leaf's value at an instant: the last dated value on or before it; past the last dated value,
 * uprated by the leaf's index (value × index(same day of the instant's year) ÷ index(last date)),
 * rounded as the metadata says. Deterministic: the same tree and instant give the same value.
 * `undefined` where the value is `null` (not in force). An instant before the first value, or an
 * uprating past the last year of its index, is a {@link ParameterPeriodError}.
 */
export function leafValueAt(
  root: ParameterNode,
  leaf: ParameterLeaf,
  instant: string,
  depth = 0,
): ParameterValue | undefined {
  const entry = lastEntryOnOrBefore(leaf, instant);
  if (!entry) {
    if (leaf.values.length === 0) return undefined;
    throw new ParameterPeriodError(leaf.path, instant, 'before', leaf.values[0]!.date);
  }
  if (entry.restore) return leafValueAt(root, entry.restore, instant, depth);
  if (entry.value === null) return undefined;
  const last = leaf.values[leaf.values.length - 1]!;
  const upratingPath = leaf.metadata.uprating;
  if (
    entry !== last ||
    entry.fixed ||
    typeof entry.value !== 'number' ||
    !upratingPath ||
    depth > 4
  )
    return entry.value;
  const lastYear = Number(entry.date.slice(0, 4));
  let year = Number(instant.slice(0, 4));
  if (`${String(year).padStart(4, '0')}${entry.date.slice(4)}` > instant) year -= 1;
  if (year <= lastYear) return entry.value;
  const index = getParameter(root, upratingPath);
  if (!index || index.kind !== 'leaf') {
    throw new EngineError(
      'invalid_parameter',
      `${leaf.path} is uprated by ${upratingPath}, which is not a parameter leaf`,
    );
  }
  const target = `${String(year).padStart(4, '0')}${entry.date.slice(4)}`;
  const indexLast = index.values[index.values.length - 1];
  // An index without an index of its own ends with the published projections: past them the
  // uprated value is unknown, not the last one repeated.
  if (indexLast && !index.metadata.uprating && Number(indexLast.date.slice(0, 4)) < year)
    throw new ParameterPeriodError(index.path, instant, 'after', indexLast.date, leaf.path);
  const from = leafValueAt(root, index, entry.date, depth + 1);
  const to = leafValueAt(root, index, target, depth + 1);
  if (typeof from !== 'number' || typeof to !== 'number' || from === 0) return entry.value;
  return round((entry.value * to) / from, leaf.metadata.upratingRounding);
}

function scaleAt(
  root: ParameterNode,
  param: Extract<Parameter, { kind: 'scale' }>,
  instant: string,
): Scale {
  const thresholds: number[] = [];
  const values: number[] = [];
  const type = param.metadata.scaleType ?? ScaleType.marginalRate;
  let outOfRange: ParameterPeriodError | undefined;
  for (const bracket of param.brackets) {
    const valueLeaf = type === ScaleType.marginalRate ? bracket.rate : bracket.amount;
    let t: ParameterValue | undefined;
    let v: ParameterValue | undefined;
    try {
      t = bracket.threshold ? leafValueAt(root, bracket.threshold, instant) : undefined;
      v = valueLeaf ? leafValueAt(root, valueLeaf, instant) : undefined;
    } catch (error) {
      // A bracket that begins later than the others is simply not in force yet; a scale with no
      // bracket in force at all is out of its history.
      if (!(error instanceof ParameterPeriodError)) throw error;
      if (error.side === 'after') throw error;
      outOfRange ??= error;
      continue;
    }
    if (typeof t !== 'number' || typeof v !== 'number') continue; // bracket not in force at this instant
    thresholds.push(t);
    values.push(v);
  }
  if (thresholds.length === 0 && outOfRange) throw outOfRange;
  return new Scale(type, thresholds, values);
}

const OUT_OF_RANGE: unique symbol = Symbol('parameters out of range');

/**
 * Why an entry of a breakdown node (as {@link parametersAt} gives it) is missing: the
 * {@link ParameterPeriodError} of a child whose history does not reach the instant, or undefined.
 */
export function outOfRangeEntry(breakdown: unknown, key: string): ParameterPeriodError | undefined {
  if (breakdown === null || typeof breakdown !== 'object') return undefined;
  const missing = (breakdown as { [OUT_OF_RANGE]?: Record<string, ParameterPeriodError> })[
    OUT_OF_RANGE
  ];
  return missing?.[key];
}

/**
 * The whole tree's values at an instant as plain data: a leaf becomes its value (or `undefined`
 * when not in force), a scale a {@link Scale}, a node an object of its children. A parameter
 * whose history does not reach the instant is a property that throws its
 * {@link ParameterPeriodError} when read: only a calculation that needs it fails, and it fails
 * naming the parameter and its first (or last) date instead of computing with nothing.
 * `lastYear`, the model's last projected year, lets the error say which years the model covers.
 */
export function parametersAt(
  root: ParameterNode,
  instant: string,
  lastYear?: number,
  shared?: SharedNodes,
): unknown {
  return withoutStacks(() => treeWalker(root, instant, lastYear, shared)(root));
}

/**
 * Runs a walk with V8's `Error.stackTraceLimit` at 0: a tree holds an error for each parameter out
 * of its history at the instant (thousands for an early instant), raised only if a calculation
 * reads it; its message names the parameter and its dates, so the walk records no stack for them
 * (capturing stacks was most of its time). The engine also runs in browsers, whose types lack it.
 */
function withoutStacks<T>(run: () => T): T {
  const errors = Error as { stackTraceLimit?: number };
  const limit = errors.stackTraceLimit;
  errors.stackTraceLimit = 0;
  try {
    return run();
  } finally {
    errors.stackTraceLimit = limit;
  }
}

/** A child's out-of-range error as its tree states it: with the model's last year when it is early. */
function asTreeError(
  caught: ParameterPeriodError,
  instant: string,
  lastYear: number | undefined,
): ParameterPeriodError {
  return caught.side === 'before' && lastYear !== undefined
    ? new ParameterPeriodError(
        caught.parameter,
        instant,
        'before',
        caught.bound,
        undefined,
        lastYear,
      )
    : caught;
}

/**
 * The tree of {@link parametersAt} at an instant, built only as far as it is read: the root and the
 * nodes of its next `depth - 1` levels are objects whose properties walk their child's subtree (as
 * `parametersAt` does, sharing nodes in the same way) when first read, and hold it. Values, errors
 * and within-year reads are those of `parametersAt`; only the nodes of those first levels are other
 * objects. For reads at an instant other than a formula's own, which touch a few parameters of a
 * tree of thousands.
 */
export function lazyParametersAt(
  root: ParameterNode,
  instant: string,
  lastYear?: number,
  shared?: SharedNodes,
  depth = 3,
): unknown {
  const walk = treeWalker(root, instant, lastYear, shared);
  const year = instant.slice(0, 4);
  const lazy = (p: ParameterNode, level: number): object => {
    const out: Record<string, unknown> = {};
    for (const [key, child] of p.children) {
      let built = false;
      let value: unknown;
      let failure: ParameterPeriodError | undefined;
      const within = child.kind !== 'node' && mayChangeWithinYear(child, year);
      Object.defineProperty(out, key, {
        enumerable: true,
        get: () => {
          if (!built) {
            try {
              value =
                child.kind === 'node' && level + 1 < depth && child.metadata.breakdown === undefined
                  ? lazy(child, level + 1)
                  : withoutStacks(() => walk(child));
            } catch (caught) {
              if (!(caught instanceof ParameterPeriodError)) throw caught;
              failure = asTreeError(caught, instant, lastYear);
            }
            built = true;
          }
          if (failure) throw failure;
          if (within) withinYearReader?.(child as ParameterValued);
          return value;
        },
      });
    }
    return Object.freeze(out);
  };
  if (root.metadata.breakdown !== undefined || depth < 1)
    return parametersAt(root, instant, lastYear, shared);
  return lazy(root, 0);
}

/**
 * The last value built for each scale and node of a tree, shared by the trees of later instants:
 * a scale or node whose values are those of the last one built for it (children compared by
 * identity, so sharing works bottom-up) is that object. Trees of nearby instants then share most
 * of their nodes — less memory, and a node's identity tells that its values did not change.
 */
export type SharedNodes = Map<Parameter, { readonly value: unknown; readonly instant: string }>;

/**
 * Where the values of the parameters of a tree may change: every date of their entries (and of
 * the histories they restore), sorted, and for each scale and node the set of those dates beneath
 * it (a bitset over the sorted dates) with the days of the year (MMDD) on which an uprated value
 * past its last entry moves each year. Between two instants with none of a parameter's change
 * points in between, its values are the same.
 */
interface ChangePoints {
  /** Every change date of the tree as a YYYYMMDD number, ascending. */
  readonly dates: Int32Array;
  readonly below: WeakMap<
    Parameter,
    { readonly bits: Uint32Array; readonly days: readonly number[] }
  >;
}

const changePointsByRoot = new WeakMap<ParameterNode, ChangePoints>();

const dateNumber = (date: string): number =>
  Number(date.slice(0, 4)) * 10000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));

function leafDates(leaf: ParameterLeaf, visit: (date: number) => void): void {
  for (const e of leaf.values) {
    visit(dateNumber(e.date));
    if (e.restore) leafDates(e.restore, visit);
  }
}

function leafDays(leaf: ParameterLeaf, days: Set<number>): void {
  const last = leaf.values[leaf.values.length - 1];
  if (last !== undefined && leaf.metadata.uprating !== undefined)
    days.add(dateNumber(last.date) % 10000);
  for (const e of leaf.values) if (e.restore) leafDays(e.restore, days);
}

function changePointsOf(root: ParameterNode): ChangePoints {
  const known = changePointsByRoot.get(root);
  if (known) return known;
  const all = new Set<number>();
  const collect = (p: Parameter): void => {
    if (p.kind === 'leaf') leafDates(p, (d) => all.add(d));
    else if (p.kind === 'scale') {
      for (const b of p.brackets)
        for (const leaf of [b.threshold, b.rate, b.amount]) if (leaf) collect(leaf);
    } else for (const child of p.children.values()) collect(child);
  };
  collect(root);
  const dates = Int32Array.from(all).sort();
  const index = new Map<number, number>();
  dates.forEach((d, i) => index.set(d, i));
  const words = (dates.length + 31) >>> 5;
  const below: ChangePoints['below'] = new WeakMap();
  const build = (p: Parameter): { bits: Uint32Array; days: Set<number> } => {
    const bits = new Uint32Array(words);
    const days = new Set<number>();
    const addLeaf = (leaf: ParameterLeaf): void => {
      leafDates(leaf, (d) => {
        const i = index.get(d)!;
        bits[i >>> 5]! |= 1 << (i & 31);
      });
      leafDays(leaf, days);
    };
    if (p.kind === 'leaf') addLeaf(p);
    else if (p.kind === 'scale') {
      for (const b of p.brackets)
        for (const leaf of [b.threshold, b.rate, b.amount]) if (leaf) addLeaf(leaf);
    } else
      for (const child of p.children.values()) {
        const c = build(child);
        for (let w = 0; w < words; w += 1) bits[w]! |= c.bits[w]!;
        for (const d of c.days) days.add(d);
      }
    if (p.kind !== 'leaf') below.set(p, { bits, days: [...days] });
    return { bits, days };
  };
  build(root);
  const points = { dates, below };
  changePointsByRoot.set(root, points);
  return points;
}

/**
 * True when a change point of scale or node `p` (of the tree `root`) lies after the earlier of two
 * instants and on or before the later.
 */
function changesBetween(root: ParameterNode, p: Parameter, a: string, b: string): boolean {
  const points = changePointsOf(root);
  const own = points.below.get(p);
  if (own === undefined) return true; // not of this tree: take it as changing
  const [x, y] = [dateNumber(a), dateNumber(b)];
  const lo = Math.min(x, y);
  const hi = Math.max(x, y);
  // Dates d with lo < d <= hi are the indices [first, end).
  const after = (v: number): number => {
    let first = 0;
    let last = points.dates.length;
    while (first < last) {
      const mid = (first + last) >> 1;
      if (points.dates[mid]! <= v) first = mid + 1;
      else last = mid;
    }
    return first;
  };
  const end = after(hi);
  for (let i = after(lo); i < end; i += 1) if ((own.bits[i >>> 5]! >>> (i & 31)) & 1) return true;
  for (let year = Math.floor(lo / 10000); year <= Math.floor(hi / 10000); year += 1)
    for (const day of own.days) {
      const c = year * 10000 + day;
      if (c > lo && c <= hi) return true;
    }
  return false;
}

/**
 * True when a change point of scale or node `p` lies within a calendar year after 1 January (a
 * superset of its parameters' {@link mayChangeWithinYear}): an entry dated in the year after its
 * first day, or an uprated value that moves on a day other than 1 January.
 */
function changesWithin(root: ParameterNode, p: Parameter, year: string): boolean {
  const own = changePointsOf(root).below.get(p);
  if (own === undefined || own.days.some((d) => d !== 101)) return true;
  return changesBetween(root, p, `${year}-01-01`, `${year}-12-31`);
}

function sameScale(a: Scale, b: Scale): boolean {
  if (a.type !== b.type || a.thresholds.length !== b.thresholds.length) return false;
  for (let i = 0; i < a.thresholds.length; i += 1)
    if (!Object.is(a.thresholds[i], b.thresholds[i]) || !Object.is(a.values[i], b.values[i]))
      return false;
  return true;
}

function sameNode(
  out: Record<string, unknown>,
  keys: readonly string[],
  held: Record<string, unknown> | undefined,
  prev: unknown,
): boolean {
  if (prev === null || typeof prev !== 'object') return false;
  const before = prev as Record<string | symbol, unknown>;
  const prevKeys = Object.keys(before);
  const symbols = Object.getOwnPropertySymbols(before);
  if (
    prevKeys.length !== keys.length ||
    symbols.some((s) => s !== WITHIN_YEAR && s !== WITHIN_YEAR_PARAMETERS)
  )
    return false;
  const heldBefore = before[WITHIN_YEAR] as Record<string, unknown> | undefined;
  for (const key of keys) {
    // A value read through a getter is compared as held, without reading it (which tells the reader).
    if (held !== undefined && key in held) {
      if (
        heldBefore === undefined ||
        !(key in heldBefore) ||
        !Object.is(heldBefore[key], held[key])
      )
        return false;
      continue;
    }
    const d = Object.getOwnPropertyDescriptor(before, key);
    if (!d || !('value' in d) || !Object.is(d.value, out[key])) return false;
  }
  return true;
}

/** Nodes of built trees that hold an out-of-range error at some depth: never shared. */
const holdsErrors = new WeakSet<object>();

/** The walk of a tree at an instant: a parameter's value there (a node's as an object of its children's). */
function treeWalker(
  root: ParameterNode,
  instant: string,
  lastYear: number | undefined,
  shared: SharedNodes | undefined,
): (p: Parameter) => unknown {
  const year = instant.slice(0, 4);
  const walk = (p: Parameter): unknown => {
    if (p.kind === 'leaf') return leafValueAt(root, p, instant);
    const prev = shared?.get(p);
    // The last value built for a scale or node stands when nothing beneath it changes between
    // that instant and this one. A node's within-year getters (at any depth) are its year's: it
    // stands for another year only when nothing beneath it changes within either year.
    if (
      prev !== undefined &&
      (p.kind === 'scale' ||
        prev.instant.slice(0, 4) === year ||
        (!changesWithin(root, p, prev.instant.slice(0, 4)) && !changesWithin(root, p, year))) &&
      !changesBetween(root, p, prev.instant, instant)
    )
      return prev.value;
    if (p.kind === 'scale') {
      const scale = scaleAt(root, p, instant);
      if (!shared) return scale;
      if (prev?.value instanceof Scale && sameScale(prev.value, scale)) {
        shared.set(p, { value: prev.value, instant });
        return prev.value;
      }
      shared.set(p, { value: scale, instant });
      return scale;
    }
    const out: Record<string | symbol, unknown> = {};
    let missing: Record<string, ParameterPeriodError> | undefined;
    let plain = true;
    // Values of the children that change within the instant's year, read through getters.
    let held: Record<string, unknown> | undefined;
    let heldParameters: Record<string, ParameterValued> | undefined;
    for (const [key, child] of p.children) {
      try {
        const value = walk(child);
        if (child.kind !== 'node' && mayChangeWithinYear(child, instant.slice(0, 4))) {
          // Read through a getter that tells the within-year reader (month classes); the value is
          // held on the node, so nodes of equal values are shared as any.
          const values = (held ??= {});
          values[key] = value;
          (heldParameters ??= {})[key] = child;
          Object.defineProperty(out, key, {
            enumerable: true,
            get: () => {
              withinYearReader?.(child);
              return values[key];
            },
          });
        } else out[key] = value;
        if (child.kind === 'node' && holdsErrors.has(value as object)) plain = false;
      } catch (caught) {
        if (!(caught instanceof ParameterPeriodError)) throw caught;
        const error = asTreeError(caught, instant, lastYear);
        if (p.metadata.breakdown !== undefined) {
          // A breakdown (by state, by filing status…) may lack some of its entries in a year; read
          // directly they are `undefined`, as models expect, and a lookup that hits one fails.
          out[key] = undefined;
          (missing ??= {})[key] = error;
          continue;
        }
        plain = false;
        Object.defineProperty(out, key, {
          enumerable: true,
          get: () => {
            throw error;
          },
        });
      }
    }
    if (missing) Object.defineProperty(out, OUT_OF_RANGE, { value: missing });
    if (held) {
      Object.defineProperty(out, WITHIN_YEAR, { value: held });
      Object.defineProperty(out, WITHIN_YEAR_PARAMETERS, { value: heldParameters });
    }
    // Only nodes of plain values, at any depth, are shared (an out-of-range error names its
    // instant).
    if (missing || !plain) holdsErrors.add(out);
    if (!shared || missing || !plain) return Object.freeze(out);
    if (sameNode(out as Record<string, unknown>, [...p.children.keys()], held, prev?.value)) {
      shared.set(p, { value: prev!.value, instant });
      return prev!.value;
    }
    shared.set(p, { value: Object.freeze(out), instant });
    return out;
  };
  return walk;
}

function leafType(leaf: ParameterLeaf): string {
  const kinds = new Set(leaf.values.filter((v) => v.value !== null).map((v) => typeof v.value));
  if (kinds.size !== 1) return kinds.size === 0 ? 'number' : 'number | boolean | string';
  return [...kinds][0]!;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * TypeScript source of the interface that {@link parametersAt} returns for this tree, so formulas
 * read parameters with types and a wrong path fails to compile.
 */
export function generateParameterTypes(
  root: ParameterNode,
  interfaceName: string,
  scaleImport: string,
): string {
  const lines: string[] = [];
  const walk = (p: Parameter, indent: string): string => {
    if (p.kind === 'leaf') return leafType(p);
    if (p.kind === 'scale') return 'Scale';
    const inner = [...p.children.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(
        ([key, child]) =>
          `${indent}  readonly ${IDENT.test(key) ? key : JSON.stringify(key)}: ${walk(child, `${indent}  `)};`,
      );
    return `{\n${inner.join('\n')}\n${indent}}`;
  };
  lines.push(`import type { Scale } from '${scaleImport}';`, '');
  lines.push(`/** The parameter tree's values at one instant (generated from the YAML files). */`);
  lines.push(`export interface ${interfaceName} ${walk(root, '')}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The last year of the model's projections: the earliest last year among the indices that uprate
 * its parameters (an index with no index of its own). Undefined when nothing is uprated.
 */
export function lastProjectedYear(root: ParameterNode): number | undefined {
  let last: number | undefined;
  const seen = new Set<string>();
  for (const leaf of listLeaves(root)) {
    const path = leaf.metadata.uprating;
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    const index = getParameter(root, path);
    if (!index || index.kind !== 'leaf' || index.metadata.uprating || index.values.length === 0)
      continue;
    const year = Number(index.values[index.values.length - 1]!.date.slice(0, 4));
    last = last === undefined ? year : Math.min(last, year);
  }
  return last;
}

/** A leaf or scale: what {@link mayChangeWithinYear} and {@link valueKeyAt} take. */
export type ParameterValued = ParameterLeaf | Extract<Parameter, { kind: 'scale' }>;

/** Receives each read of a parameter that may change within its tree's calendar year. */
export type WithinYearReader = (parameter: ParameterValued) => void;

let withinYearReader: WithinYearReader | undefined;

/**
 * Sets the function told of every read of a parameter that may change within a calendar year
 * (through any tree {@link parametersAt} built); returns the one it replaces, to restore it.
 */
export function setWithinYearReader(
  reader: WithinYearReader | undefined,
): WithinYearReader | undefined {
  const before = withinYearReader;
  withinYearReader = reader;
  return before;
}

/**
 * The years in which a leaf or scale may change after 1 January: those with an entry dated after
 * their first day, and (`after`) every year after the last entry of an uprated history whose last
 * date is not 1 January. Worked out once per parameter; most have neither and share {@link STEADY}.
 */
interface WithinYearChanges {
  readonly years: ReadonlySet<string> | undefined;
  readonly after: string | undefined;
}
const STEADY: WithinYearChanges = { years: undefined, after: undefined };
const withinYearChanges = new WeakMap<Parameter, WithinYearChanges>();

function unionOf(parts: readonly WithinYearChanges[]): WithinYearChanges {
  let years: Set<string> | undefined;
  let after: string | undefined;
  for (const part of parts) {
    if (part.years !== undefined) for (const y of part.years) (years ??= new Set()).add(y);
    if (part.after !== undefined && (after === undefined || part.after < after)) after = part.after;
  }
  return years === undefined && after === undefined ? STEADY : { years, after };
}

function changesOf(p: ParameterValued): WithinYearChanges {
  let known = withinYearChanges.get(p);
  if (known !== undefined) return known;
  if (p.kind === 'scale') {
    known = unionOf(
      p.brackets.flatMap((b) =>
        [b.threshold, b.rate, b.amount].flatMap((leaf) =>
          leaf === undefined ? [] : [changesOf(leaf)],
        ),
      ),
    );
  } else {
    const parts: WithinYearChanges[] = [];
    let years: Set<string> | undefined;
    for (const e of p.values) {
      if (!e.date.endsWith('-01-01')) (years ??= new Set()).add(e.date.slice(0, 4));
      if (e.restore !== undefined) parts.push(changesOf(e.restore));
    }
    const last = p.values[p.values.length - 1];
    const after =
      p.metadata.uprating !== undefined && last !== undefined && !last.date.endsWith('-01-01')
        ? last.date.slice(0, 4)
        : undefined;
    known =
      parts.length > 0
        ? unionOf([{ years, after }, ...parts])
        : years === undefined && after === undefined
          ? STEADY
          : { years, after };
  }
  withinYearChanges.set(p, known);
  return known;
}

/**
 * True when a leaf's (or a scale's) value may differ between two instants of a calendar year: an
 * entry dated in the year after 1 January, a restored history that may, or an uprated last entry
 * whose projections change in the year on a day other than 1 January. Every other parameter keeps
 * one value through the year, so a month reading only those gives the value of every month of
 * its year.
 */
export function mayChangeWithinYear(p: ParameterValued, year: string): boolean {
  const { years, after } = changesOf(p);
  return (years !== undefined && years.has(year)) || (after !== undefined && after < year);
}

const WITHIN_YEAR: unique symbol = Symbol('parameters that change within the year');

/**
 * False for a node of a tree {@link parametersAt} built that holds a parameter changing within
 * the instant's year: its reads are told to the within-year reader, so a cache of values derived
 * from a node (keyed by the node, as nodes are frozen) must not serve such a node, or the reads
 * it stands for are not told.
 */
export function isSteadyNode(node: object): boolean {
  return !(WITHIN_YEAR in node);
}

const WITHIN_YEAR_PARAMETERS: unique symbol = Symbol('the parameters behind WITHIN_YEAR');

const withinYearBelow = new WeakMap<object, readonly ParameterValued[]>();

/**
 * Tells the within-year reader of every parameter changing within the year that a node of a tree
 * {@link parametersAt} built holds, at any depth: what a cache of values derived from the node
 * calls when it serves them, so that the reads the cached values stand for are told as if made.
 */
export function tellWithinYearReads(node: object): void {
  let below = withinYearBelow.get(node);
  if (below === undefined) {
    const found: ParameterValued[] = [];
    const walk = (n: Record<string | symbol, unknown>): void => {
      const params = n[WITHIN_YEAR_PARAMETERS] as Record<string, ParameterValued> | undefined;
      for (const key of Object.keys(n)) {
        if (params !== undefined && key in params) {
          found.push(params[key]!);
          continue;
        }
        const d = Object.getOwnPropertyDescriptor(n, key);
        const v: unknown = d && 'value' in d ? d.value : undefined;
        if (v !== null && typeof v === 'object' && v.constructor === Object)
          walk(v as Record<string | symbol, unknown>);
      }
    };
    walk(node as Record<string | symbol, unknown>);
    below = found;
    withinYearBelow.set(node, below);
  }
  if (withinYearReader === undefined) return;
  for (const p of below) withinYearReader(p);
}

/** A leaf's or scale's value at an instant as a comparable string (an error's message when out of range). */
export function valueKeyAt(root: ParameterNode, p: ParameterValued, instant: string): string {
  try {
    // Numbers as text, so that Infinity, -Infinity and NaN stay apart.
    const asText = (_key: string, v: unknown): unknown => (typeof v === 'number' ? `${v}` : v);
    if (p.kind === 'leaf') return JSON.stringify(leafValueAt(root, p, instant) ?? null, asText);
    const scale = scaleAt(root, p, instant);
    return JSON.stringify([scale.type, scale.thresholds, scale.values], asText);
  } catch (error) {
    if (error instanceof ParameterPeriodError) return `error: ${error.message}`;
    throw error;
  }
}
