import { didYouMean } from './closest-names.js';
import type { EngineIssue } from './errors.js';
import { parsePeriod, type Period } from './period.js';
import type { TaxSystem } from './tax-system.js';
import type { VariableDef } from './variable.js';

/**
 * One axis of a situation, as PolicyEngine writes it: vary variable `name` of the `index`-th
 * instance of its entity (default 0, in the order the situation names them) over `count` evenly
 * spaced values from `min` to `max`, at `period` (default: the situation's own period).
 */
export interface Axis {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly count: number;
  readonly index: number;
  readonly period?: string;
}

/**
 * The axes of a situation: one or two dimensions, each a list of parallel axes (varied together,
 * so of one `count`). Two dimensions make a grid; point `i0 * count1 + i1` holds the `i0`-th value
 * of the first dimension and the `i1`-th of the second (the first varies slowest).
 */
export interface AxesPlan {
  readonly dimensions: readonly (readonly Axis[])[];
  /** Points of each dimension. */
  readonly shape: readonly number[];
  /** Every point of the grid. */
  readonly points: number;
}

/** Most dimensions a situation's axes may have. */
export const MAX_AXES_DIMENSIONS = 2;

/** Most points one situation's axes may make (all dimensions multiplied). */
export const MAX_AXES_POINTS = 100_000;

const AXIS_KEYS = new Set(['name', 'min', 'max', 'count', 'index', 'period']);

const isRecord = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);

/** Reads one axis object; undefined (with issues) when it is not one. */
function readAxis(
  system: TaxSystem,
  raw: unknown,
  path: string,
  issues: EngineIssue[],
): Axis | undefined {
  const problem = (at: string, message: string, code = 'invalid_axes'): undefined => {
    issues.push({ code, path: at, message });
    return undefined;
  };
  if (!isRecord(raw))
    return problem(path, 'an axis is an object: {"name": …, "min": …, "max": …, "count": …}');
  const before = issues.length;
  for (const key of Object.keys(raw))
    if (!AXIS_KEYS.has(key))
      problem(`${path}.${key}`, `unknown axis field; use ${[...AXIS_KEYS].join(', ')}`);
  const { name, min, max, count, index = 0, period } = raw;
  if (typeof name !== 'string')
    problem(`${path}.name`, 'give the variable to vary, e.g. "name": "employment_income"');
  else {
    const variable = system.variables.get(name);
    if (!variable)
      problem(
        `${path}.name`,
        `no variable ${name} in ${system.id}${didYouMean(name, system.variables.keys())} (\`fiscus variables --search WORD\` lists them)`,
        'unknown_variable',
      );
    else if (variable.valueType !== 'float' && variable.valueType !== 'int')
      problem(`${path}.name`, `${name} is not a number; an axis varies a numeric variable`);
  }
  for (const [key, value] of [
    ['min', min],
    ['max', max],
  ] as const)
    if (typeof value !== 'number' || !Number.isFinite(value))
      problem(
        `${path}.${key}`,
        `${key} is a finite number; got ${JSON.stringify(value) ?? 'nothing'}`,
      );
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_AXES_POINTS)
    problem(`${path}.count`, `count is a whole number from 1 to ${MAX_AXES_POINTS}`);
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0)
    problem(`${path}.index`, 'index is a whole number ≥ 0: which instance of the entity to vary');
  if (period !== undefined) {
    if (typeof period !== 'string' && typeof period !== 'number')
      problem(`${path}.period`, 'period is a period such as "2026"');
    else
      try {
        parsePeriod(String(period));
      } catch (error) {
        problem(
          `${path}.period`,
          error instanceof Error ? error.message : String(error),
          'invalid_policy_period',
        );
      }
  }
  if (issues.length > before) return undefined;
  return {
    name: name as string,
    min: min as number,
    max: max as number,
    count: count as number,
    index: index as number,
    ...(period === undefined ? {} : { period: String(period) }),
  };
}

/**
 * Reads a situation's `axes` (`[[{name, min, max, count, period?, index?}, …], …]`): checks every
 * field, that parallel axes share a count, and the grid's size. Undefined, with every problem in
 * `issues`, when they are not valid.
 */
export function readAxes(
  system: TaxSystem,
  raw: unknown,
  path: string,
  issues: EngineIssue[],
): AxesPlan | undefined {
  const before = issues.length;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_AXES_DIMENSIONS) {
    issues.push({
      code: 'invalid_axes',
      path,
      message: `axes is a list of 1 to ${MAX_AXES_DIMENSIONS} lists of axes, e.g. [[{"name": "employment_income", "min": 0, "max": 100000, "count": 101}]]`,
    });
    return undefined;
  }
  const dimensions: Axis[][] = [];
  raw.forEach((dimension, d) => {
    const at = `${path}[${d}]`;
    if (!Array.isArray(dimension) || dimension.length === 0) {
      issues.push({
        code: 'invalid_axes',
        path: at,
        message: 'each dimension is a non-empty list of axes',
      });
      return;
    }
    const axes = dimension
      .map((axis, a) => readAxis(system, axis, `${at}[${a}]`, issues))
      .filter((axis): axis is Axis => axis !== undefined);
    const counts = new Set(axes.map((axis) => axis.count));
    if (counts.size > 1)
      issues.push({
        code: 'invalid_axes',
        path: at,
        message: `parallel axes vary together and need one count; got ${[...counts].join(', ')}`,
      });
    dimensions.push(axes);
  });
  if (issues.length > before) return undefined;
  const shape = dimensions.map((axes) => axes[0]!.count);
  const points = shape.reduce((a, b) => a * b, 1);
  if (points > MAX_AXES_POINTS) {
    issues.push({
      code: 'invalid_axes',
      path,
      message: `the axes make ${points} points; at most ${MAX_AXES_POINTS}: lower a count`,
    });
    return undefined;
  }
  return { dimensions, shape, points };
}

/** The position of a point of the grid along each dimension (the first varies slowest). */
export function axisCoordinates(plan: AxesPlan, point: number): number[] {
  const out = new Array<number>(plan.shape.length);
  let rest = point;
  for (let d = plan.shape.length - 1; d >= 0; d -= 1) {
    out[d] = rest % plan.shape[d]!;
    rest = Math.floor(rest / plan.shape[d]!);
  }
  return out;
}

/**
 * The `i`-th of an axis's `count` evenly spaced values from `min` to `max` (both included; `min`
 * alone when `count` is 1), rounded for a whole-number variable.
 */
export function axisValue(axis: Axis, i: number, variable: VariableDef): number {
  const value =
    axis.count === 1 ? axis.min : axis.min + ((axis.max - axis.min) * i) / (axis.count - 1);
  return variable.valueType === 'int' ? Math.round(value) : value;
}

/** The period an axis varies at: its own, else the situation's; undefined when neither is known. */
export function axisPeriod(axis: Axis, fallback: string | undefined): Period | undefined {
  const text = axis.period ?? fallback;
  return text === undefined ? undefined : parsePeriod(text);
}
