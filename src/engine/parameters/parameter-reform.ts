import {
  ETERNITY_END,
  INVALID_POLICY_PERIOD,
  findReformOverlaps,
  parseReformPeriod,
} from '../../period/index.js';
import { didYouMean } from '../closest-names.js';
import { ReformValidationError, type EngineIssue } from '../errors.js';
import { nextDay } from '../period.js';
import {
  getParameter,
  listLeaves,
  type Parameter,
  type ParameterBracket,
  type ParameterEntry,
  type ParameterLeaf,
  type ParameterNode,
  type ParameterValue,
} from './parameter-tree.js';

/**
 * A parametric reform in PolicyEngine's JSON convention:
 * `{"gov.irs.credits.ctc.amount.base[0].amount": {"2026-01-01.2100-12-31": 3000}}`, read with
 * PolicyEngine's meaning (the one reader, `src/period`): a bare instant (`2026`, `2026-01`,
 * `2026-01-01`) applies from then on and replaces later scheduled values, uprating included; a
 * range `start.stop` or compound period (`year:2026:5`, `month:2026-01:3`) applies over its span
 * and the prior value returns after it; `ETERNITY` — or a bare value, `path: 3600` — replaces the
 * whole history. Several periods of one parameter apply in order of their start: where two
 * overlap, the later-starting one wins (and {@link reformWarnings} names the pair).
 */
export type ParameterReform = Readonly<
  Record<string, Readonly<Record<string, ParameterValue>> | ParameterValue>
>;

interface Operation {
  readonly path: string;
  readonly leaf: ParameterLeaf;
  readonly start: string;
  /** Last day in force; `null`: from `start` onward. */
  readonly end: string | null;
  readonly value: ParameterValue;
}

const isScalar = (x: unknown): x is ParameterValue =>
  typeof x === 'number' || typeof x === 'boolean' || typeof x === 'string';

/** A short, safe rendering of a value for a message (no huge dumps, no throwing on cycles). */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : 'an object';
}

function leafKind(leaf: ParameterLeaf): string | undefined {
  const found = leaf.values.find((v) => v.value !== null);
  return found ? typeof found.value : undefined;
}

function childHint(p: Parameter): string {
  if (p.kind === 'node')
    return ` (name a child, e.g. ${p.path}.${[...p.children.keys()].slice(0, 3).join(' | ')})`;
  if (p.kind === 'scale') return ` (name a bracket part, e.g. ${p.path}.brackets[0].rate)`;
  return '';
}

/** Every leaf's path as reforms write it (`base[0].amount`, not `base.brackets[0].amount`). */
function reformPaths(root: ParameterNode): string[] {
  return listLeaves(root).map((leaf) => leaf.path.replace(/\.brackets\[/g, '['));
}

function validate(root: ParameterNode, reform: ParameterReform): Operation[] {
  const issues: EngineIssue[] = [];
  const ops: Operation[] = [];
  if (reform === null || typeof reform !== 'object' || Array.isArray(reform)) {
    throw new ReformValidationError([
      { code: 'invalid_reform', path: '$', message: 'a reform is an object of parameter paths' },
    ]);
  }
  for (const [path, periods] of Object.entries(reform)) {
    const param = getParameter(root, path);
    if (!param) {
      issues.push({
        code: 'unknown_parameter',
        path,
        message: `no parameter at this path${didYouMean(path, reformPaths(root))} (\`fiscus parameters --search WORD\` lists the paths)`,
      });
      continue;
    }
    if (param.kind !== 'leaf') {
      issues.push({
        code: 'not_a_parameter_leaf',
        path,
        message: `this path is a ${param.kind === 'scale' ? 'scale' : 'group'}, not a value${childHint(param)}`,
      });
      continue;
    }
    const byPeriod = isScalar(periods) ? { ETERNITY: periods } : periods;
    if (byPeriod === null || typeof byPeriod !== 'object' || Array.isArray(byPeriod)) {
      issues.push({
        code: 'invalid_reform',
        path,
        message:
          'expected {"<period>": value} (e.g. {"2026-01-01": 3600} from 2026 on) or a bare value',
      });
      continue;
    }
    const kind = leafKind(param);
    for (const [periodText, value] of Object.entries(byPeriod as Record<string, unknown>)) {
      const at = `${path}[${periodText}]`;
      const period = parseReformPeriod(periodText);
      if (!period.ok) {
        issues.push({ code: INVALID_POLICY_PERIOD, path: at, message: period.message });
        continue;
      }
      if (!isScalar(value)) {
        issues.push({
          code: 'invalid_parameter_value',
          path: at,
          message: `expected a number, boolean or string; got ${describeValue(value)}`,
        });
        continue;
      }
      if (kind !== undefined && typeof value !== kind) {
        issues.push({
          code: 'invalid_parameter_value',
          path: at,
          message: `expected a ${kind}, got ${describeValue(value)}`,
        });
        continue;
      }
      if (typeof value === 'number') {
        const { min, max, unit } = param.metadata;
        const lo = min ?? (unit === '/1' || unit?.startsWith('currency') ? 0 : -Infinity);
        const hi = max ?? (unit === '/1' ? 1 : Infinity);
        if (!Number.isFinite(value) || value < lo || value > hi) {
          issues.push({
            code: 'parameter_value_out_of_range',
            path: at,
            message: `${value} is outside [${lo}, ${hi}] for unit ${unit ?? 'none'}`,
          });
          continue;
        }
      }
      ops.push({ path, leaf: param, start: period.value.start, end: period.value.end, value });
    }
  }
  if (issues.length > 0) throw new ReformValidationError(issues);
  return ops;
}

function applyToLeaf(leaf: ParameterLeaf, op: Operation): ParameterLeaf {
  // A range that reaches the end of time has nothing to restore.
  const restoreAt = op.end === null || op.end >= ETERNITY_END ? undefined : nextDay(op.end);
  const values: ParameterEntry[] = leaf.values.filter((v) => v.date < op.start);
  if (restoreAt === undefined) {
    values.push({ date: op.start, value: op.value, fixed: true });
  } else {
    values.push({ date: op.start, value: op.value });
    // The history the range covered returns after it, as it was (uprated as it was).
    values.push(
      leaf.values.find((v) => v.date === restoreAt) ?? {
        date: restoreAt,
        value: null,
        restore: leaf,
      },
    );
    values.push(...leaf.values.filter((v) => v.date > restoreAt));
  }
  return { ...leaf, values };
}

function replaceLeaf(
  node: Parameter,
  target: ParameterLeaf,
  replacement: ParameterLeaf,
): Parameter {
  if (node === target) return replacement;
  if (node.kind === 'leaf') return node;
  if (!target.path.startsWith(node.path)) return node;
  if (node.kind === 'scale') {
    const brackets = node.brackets.map((b): ParameterBracket => {
      const out: { threshold?: ParameterLeaf; rate?: ParameterLeaf; amount?: ParameterLeaf } = {
        ...b,
      };
      for (const part of ['threshold', 'rate', 'amount'] as const)
        if (b[part] === target) out[part] = replacement;
      return out;
    });
    return { ...node, brackets };
  }
  const children = new Map<string, Parameter>();
  for (const [key, child] of node.children)
    children.set(key, replaceLeaf(child, target, replacement));
  return { ...node, children };
}

/**
 * Validates every operation of a reform, then applies them all, returning a new tree (the old one
 * is untouched). Any problem — unknown path, a group instead of a value, wrong type, bad period,
 * out-of-range value — is reported, all at once, as a {@link ReformValidationError}.
 */
export function applyParameterReform(root: ParameterNode, reform: ParameterReform): ParameterNode {
  const ops = validate(root, reform);
  let tree: ParameterNode = root;
  // Operations apply in path then start order, so the result is independent of key order.
  const ordered = [...ops].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : a.start < b.start ? -1 : a.start > b.start ? 1 : 0,
  );
  for (const op of ordered) {
    const current = getParameter(tree, op.path) as ParameterLeaf;
    tree = replaceLeaf(tree, current, applyToLeaf(current, op)) as ParameterNode;
  }
  return tree;
}

/**
 * What a valid reform does that its author may not mean: periods of one parameter that overlap
 * (applied in order of their start, the later-starting value winning), as `overlapping_reform_periods`
 * issues. Empty when there is nothing to say. The reform itself is not validated here.
 */
export function reformWarnings(reform: ParameterReform): EngineIssue[] {
  const out: EngineIssue[] = [];
  for (const [path, periods] of Object.entries(reform)) {
    if (periods === null || typeof periods !== 'object') continue;
    for (const { first, second } of findReformOverlaps(Object.keys(periods)))
      out.push({
        code: 'overlapping_reform_periods',
        path,
        message: `"${second}" overlaps "${first}"; periods apply in order of their start, so "${second}" wins where they overlap`,
      });
  }
  return out;
}
