/**
 * What a formula read while it ran, recorded so that the same formula for another month can be
 * answered by the value it already gave (month-equivalence): when every variable it read (for the
 * corresponding period) and every parameter it read (at the corresponding instant) is the same,
 * a deterministic formula gives the same value, so it is not run again.
 */
import type { Period } from './period.js';
import type { Column } from './vector.js';

/**
 * How a variable read's period stands to the formula's own: the same period (`own`), the year of
 * its start (`own-year`, for a monthly formula the year all its months share), or a period given
 * outright (`fixed`: `period`).
 */
export type ReadRelation = 'own' | 'own-year' | 'fixed';

/** A variable read, for the period its `relation` names (`period`: the period read). */
export interface VariableRead {
  readonly kind: 'variable';
  readonly id: string;
  readonly relation: ReadRelation;
  readonly period: Period;
  readonly values: Column;
}

/**
 * A read of part of the formula's period: its year (`split` undefined: `value` is the year), or
 * whether it starts in month `split` (0 = January) of its year or later (`value` true or false).
 */
export interface PeriodRead {
  readonly kind: 'period';
  readonly split: number | undefined;
  readonly value: number | boolean;
}

/**
 * A parameter read: the value of `key` of the node at `path` (or, when `key` is undefined, the
 * node's keys) in the tree in force at the formula's own period start (`own`) or at `instant`.
 * Reads of one node share its `path` array.
 */
export interface ParameterRead {
  readonly kind: 'parameter';
  readonly own: boolean;
  readonly instant: string;
  readonly path: readonly string[];
  readonly key: string | undefined;
  readonly value: unknown;
  /** The node read (trees share unchanged nodes across instants: the same node, the same values). */
  readonly node: object;
}

export type Read = VariableRead | ParameterRead | PeriodRead;

/** The reads of one formula evaluation; `periodRead` when the formula looked at its whole period. */
export interface ReadLog {
  readonly reads: Read[];
  periodRead: boolean;
}

const isNode = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && value.constructor === Object;

/**
 * A view of a parameter tree that logs each value read (a leaf, a scale, a list: anything that is
 * not a plain node) with its path. The same node always gives the same view, so formulas that
 * compare nodes by identity behave as on the tree itself.
 */
export function loggedParameters(
  tree: unknown,
  log: ReadLog,
  own: boolean,
  instant: string,
  views: Map<object, unknown>,
): unknown {
  const view = (node: unknown, path: readonly string[]): unknown => {
    if (!isNode(node)) return node;
    const known = views.get(node);
    if (known !== undefined) return known;
    const source = node;
    // Each value is logged once per view (a view lives for one evaluation): a formula reading a
    // parameter row by row would otherwise log it once per row, and the log's length and its
    // replay would grow with the population. A repeat read of a frozen node gives the same value.
    const loggedKeys = new Set<string>();
    let keysLogged = false;
    // A blank target: the tree is frozen, and a proxy of a frozen object must return its exact
    // property values (not views of them).
    const proxy: unknown = new Proxy({} as Record<string, unknown>, {
      get(_target, key) {
        if (typeof key !== 'string') return source[key as unknown as string];
        const value = source[key];
        if (isNode(value)) return views.get(value) ?? view(value, [...path, key]);
        if (!loggedKeys.has(key)) {
          loggedKeys.add(key);
          log.reads.push({ kind: 'parameter', own, instant, path, key, value, node: source });
        }
        return value;
      },
      has(_target, key) {
        if (typeof key === 'string') logKeys();
        return key in source;
      },
      ownKeys() {
        logKeys();
        return Reflect.ownKeys(source);
      },
      getOwnPropertyDescriptor(_target, key) {
        const d = Reflect.getOwnPropertyDescriptor(source, key);
        return d ? { ...d, configurable: true } : undefined;
      },
    });
    const logKeys = (): void => {
      if (keysLogged) return;
      keysLogged = true;
      log.reads.push({
        kind: 'parameter',
        own,
        instant,
        path,
        key: undefined,
        value: Object.keys(source).join('\u0000'),
        node: source,
      });
    };
    views.set(node, proxy);
    return proxy;
  };
  return view(tree, []);
}

/** The node at a path of a tree; `MISSING` when there is none or reading it throws. */
export function nodeAt(tree: unknown, path: readonly string[]): unknown {
  try {
    let node = tree;
    for (const key of path) {
      if (!isNode(node)) return MISSING;
      node = node[key];
    }
    return isNode(node) ? node : MISSING;
  } catch {
    return MISSING;
  }
}

/** The value a {@link ParameterRead} would read in the node at its path; `MISSING` when reading it throws. */
export function readAgain(node: unknown, read: ParameterRead): unknown {
  if (!isNode(node)) return MISSING;
  if (read.key === undefined) return Object.keys(node).join('\u0000');
  try {
    return node[read.key];
  } catch {
    return MISSING;
  }
}

export const MISSING: unique symbol = Symbol('missing');

/** Structural equality of parameter values (numbers, strings, booleans, lists, scales). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], other[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

/** Bit-for-bit equality of two columns (so 0 and -0 differ, as a formula could tell them apart). */
export function sameColumn(a: Column, b: Column): boolean {
  if (a === b) return true;
  if (a.length !== b.length || a.constructor !== b.constructor) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y || (x === 0 && 1 / x !== 1 / y)) return false;
  }
  return true;
}
