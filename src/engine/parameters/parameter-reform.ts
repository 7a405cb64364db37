import { ReformValidationError, type EngineIssue, PeriodError } from '../errors.js';
import { nextDay, parsePeriod } from '../period.js';
import { leafValueAt } from './parameter-lookup.js';
import {
  getParameter,
  type Parameter,
  type ParameterBracket,
  type ParameterLeaf,
  type ParameterNode,
  type ParameterValue,
} from './parameter-tree.js';

/**
 * A parametric reform in PolicyEngine's JSON convention:
 * `{"gov.irs.credits.ctc.amount.base": {"2026-01-01.2100-12-31": 3000}}`. A period is a date range,
 * a single date (in force from then on) or a year.
 */
export type ParameterReform = Readonly<Record<string, Readonly<Record<string, ParameterValue>>>>;

/** Ranges ending this late are taken as open-ended: the value stays in force after them. */
const OPEN_END = '2099-12-31';

interface Operation {
  readonly path: string;
  readonly leaf: ParameterLeaf;
  readonly start: string;
  readonly end: string | undefined;
  readonly value: ParameterValue;
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
        message:
          'no parameter at this path; check the spelling (`fiscus params PREFIX` lists the paths)',
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
    if (periods === null || typeof periods !== 'object' || Array.isArray(periods)) {
      issues.push({
        code: 'invalid_reform',
        path,
        message: 'expected {"YYYY-MM-DD.YYYY-MM-DD": value}',
      });
      continue;
    }
    const kind = leafKind(param);
    for (const [periodText, value] of Object.entries(periods)) {
      const at = `${path}[${periodText}]`;
      let start: string;
      let end: string | undefined;
      try {
        const period = parsePeriod(periodText);
        if (period.unit === 'eternity' || period.unit === 'month') {
          throw new PeriodError(
            periodText,
            'a reform period is YYYY-MM-DD.YYYY-MM-DD, YYYY-MM-DD or YYYY',
          );
        }
        start = period.start;
        end = period.unit === 'day' ? undefined : period.end;
      } catch (error) {
        issues.push({
          code: 'invalid_policy_period',
          path: at,
          message: error instanceof Error ? error.message : String(error),
        });
        continue;
      }
      if (kind !== undefined && typeof value !== kind) {
        issues.push({
          code: 'invalid_parameter_value',
          path: at,
          message: `expected a ${kind}, got ${JSON.stringify(value)}`,
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
      ops.push({
        path,
        leaf: param,
        start,
        end: end !== undefined && end >= OPEN_END ? undefined : end,
        value,
      });
    }
  }
  if (issues.length > 0) throw new ReformValidationError(issues);
  return ops;
}

function applyToLeaf(root: ParameterNode, leaf: ParameterLeaf, op: Operation): ParameterLeaf {
  const restoreAt = op.end === undefined ? undefined : nextDay(op.end);
  const restored =
    restoreAt === undefined ? undefined : (leafValueAt(root, leaf, restoreAt) ?? null);
  const kept = leaf.values.filter(
    (v) => v.date < op.start || (restoreAt !== undefined && v.date > restoreAt),
  );
  const values = [...kept, { date: op.start, value: op.value }];
  if (restoreAt !== undefined && !leaf.values.some((v) => v.date === restoreAt)) {
    values.push({ date: restoreAt, value: restored ?? null });
  } else if (restoreAt !== undefined) {
    values.push(leaf.values.find((v) => v.date === restoreAt)!);
  }
  values.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
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
    tree = replaceLeaf(tree, current, applyToLeaf(tree, current, op)) as ParameterNode;
  }
  return tree;
}
