/** Helpers of the parameter-tree tests: a tree as plain data, and trees built shared and afresh. */
import {
  isSteadyNode,
  lazyParametersAt,
  parametersAt,
  setWithinYearReader,
  type SharedNodes,
} from './parameter-lookup.js';
import type { ParameterNode } from './parameter-tree.js';
import { Scale } from './scale.js';

/**
 * A tree's values as plain data: scales as their arrays, a property that throws as its message,
 * and each node from depth `marksFrom` on marked with whether it holds within-year getters and
 * which of its properties are getters (the nodes above it may be built another way). `(told)` on
 * the root lists, in order, the parameters reading the whole tree told the within-year reader.
 */
export function plainTree(value: unknown, marksFrom = 0): unknown {
  const told: string[] = [];
  const before = setWithinYearReader((p) => told.push(p.path));
  try {
    const plain = plainNode(value, marksFrom, 0);
    return plain !== null && typeof plain === 'object' ? { ...plain, '(told)': told } : plain;
  } finally {
    setWithinYearReader(before);
  }
}

function plainNode(value: unknown, marksFrom: number, depth: number): unknown {
  if (value instanceof Scale)
    return { scale: value.type, thresholds: [...value.thresholds], values: [...value.values] };
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => plainNode(v, marksFrom, depth + 1));
  const out: Record<string, unknown> =
    depth >= marksFrom
      ? {
          '(steady)': isSteadyNode(value),
          '(getters)': Object.keys(value).filter(
            (key) => Object.getOwnPropertyDescriptor(value, key)?.get !== undefined,
          ),
        }
      : {};
  for (const key of Object.keys(value)) {
    try {
      out[key] = plainNode((value as Record<string, unknown>)[key], marksFrom, depth + 1);
    } catch (error) {
      out[key] = `throws: ${(error as Error).message}`;
    }
  }
  return out;
}

/**
 * Builds the trees of `instants` in order with one set of shared nodes, as a tax system does, and
 * returns each next to the tree of the same instant walked afresh and a view of it built as far as
 * read (`lazyParametersAt`, its depth varying), read whole.
 */
export function sharedAndFresh(
  root: ParameterNode,
  instants: readonly string[],
  lastYear?: number,
): { instant: string; shared: unknown; fresh: unknown; lazy: unknown; freshBelow: unknown }[] {
  const shared: SharedNodes = new Map();
  return instants.map((instant, i) => {
    const depth = 1 + (i % 3);
    return {
      instant,
      shared: plainTree(parametersAt(root, instant, lastYear, shared)),
      fresh: plainTree(parametersAt(root, instant, lastYear)),
      // Views of the instant built as far as read (to depths 1-3), after its shared tree.
      lazy: plainTree(lazyParametersAt(root, instant, lastYear, shared, depth), depth),
      freshBelow: plainTree(parametersAt(root, instant, lastYear), depth),
    };
  });
}
