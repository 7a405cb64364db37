/** Helpers of the parameter-tree tests: a tree as plain data, and trees built shared and afresh. */
import { isSteadyNode, parametersAt, type SharedNodes } from './parameter-lookup.js';
import type { ParameterNode } from './parameter-tree.js';
import { Scale } from './scale.js';

/**
 * A tree's values as plain data: scales as their arrays, a property that throws as its message,
 * and each node marked with whether it holds within-year getters.
 */
export function plainTree(value: unknown): unknown {
  if (value instanceof Scale)
    return { scale: value.type, thresholds: [...value.thresholds], values: [...value.values] };
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plainTree);
  const out: Record<string, unknown> = {
    '(steady)': isSteadyNode(value),
    '(getters)': Object.keys(value).filter(
      (key) => Object.getOwnPropertyDescriptor(value, key)?.get !== undefined,
    ),
  };
  for (const key of Object.keys(value)) {
    try {
      out[key] = plainTree((value as Record<string, unknown>)[key]);
    } catch (error) {
      out[key] = `throws: ${(error as Error).message}`;
    }
  }
  return out;
}

/**
 * Builds the trees of `instants` in order with one set of shared nodes, as a tax system does, and
 * returns each next to the tree of the same instant walked afresh.
 */
export function sharedAndFresh(
  root: ParameterNode,
  instants: readonly string[],
  lastYear?: number,
): { instant: string; shared: unknown; fresh: unknown }[] {
  const shared: SharedNodes = new Map();
  return instants.map((instant) => ({
    instant,
    shared: plainTree(parametersAt(root, instant, lastYear, shared)),
    fresh: plainTree(parametersAt(root, instant, lastYear)),
  }));
}
