import type { TaxSystem } from './tax-system.js';
import type { TraceObserver, ValueSource } from './simulation.js';
import { getParameter } from './parameters/parameter-tree.js';
import type { Column } from './vector.js';

/** One parameter value a formula read. */
export interface TracedParameter {
  readonly path: string;
  readonly instant: string;
  readonly value: unknown;
  readonly reference: readonly string[];
}

/** How one value was computed: its source, the formula, the inputs and parameters it read. */
export interface TraceNode {
  readonly variable: string;
  readonly period: string;
  source?: ValueSource;
  formulaStart?: string;
  values?: readonly number[];
  readonly dependencies: TraceNode[];
  readonly parameters: TracedParameter[];
}

/**
 * A trace observer that records the calculation as a tree, for explaining a value. Keep values of
 * at most `maxRows` rows (households are small; populations are not traced).
 */
export function createTraceRecorder(
  system: TaxSystem,
  maxRows = 64,
): TraceObserver & {
  roots: TraceNode[];
  find(variable: string, period?: string): TraceNode | undefined;
} {
  const roots: TraceNode[] = [];
  const stack: TraceNode[] = [];
  const all: TraceNode[] = [];
  return {
    roots,
    enter(variable, period) {
      const node: TraceNode = { variable, period, dependencies: [], parameters: [] };
      (stack[stack.length - 1]?.dependencies ?? roots).push(node);
      stack.push(node);
      all.push(node);
    },
    exit(_variable, _period, source, values: Column, formulaStart) {
      const node = stack.pop();
      if (!node) return;
      node.source = source;
      node.formulaStart = formulaStart;
      node.values = Array.from(values.subarray(0, maxRows));
    },
    parameter(path, instant, value) {
      const node = stack[stack.length - 1];
      if (!node || node.parameters.some((p) => p.path === path && p.instant === instant)) return;
      const param = getParameter(system.parameters, path);
      const reference = param
        ? param.metadata.reference.map((r) => (r.href ? `${r.title} (${r.href})` : r.title))
        : [];
      node.parameters.push({
        path,
        instant,
        value: typeof value === 'object' && value !== null ? '[scale]' : value,
        reference,
      });
    },
    find(variable, period) {
      return all.find(
        (n) => n.variable === variable && (period === undefined || n.period === period),
      );
    },
  };
}
