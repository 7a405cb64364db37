import { EngineError, type EngineIssue } from '../errors.js';
import { parseInstant } from '../period.js';
import { ScaleType } from './scale.js';

/** A parameter's value on one date: a number, a flag or a name; `null` means "not in force". */
export type ParameterValue = number | boolean | string;

/** A source of a value of law. */
export interface Reference {
  readonly title: string;
  readonly href?: string;
}

/** How to round uprated values. */
export interface UpratingRounding {
  readonly type: 'downwards' | 'upwards' | 'nearest';
  readonly interval: number;
}

/** Metadata of a parameter: what it is, in which unit, where the law says so. */
export interface ParameterMetadata {
  readonly label?: string;
  readonly unit?: string;
  readonly reference: readonly Reference[];
  /** Path of an index parameter; years after the last value are uprated by it. */
  readonly uprating?: string;
  readonly upratingRounding?: UpratingRounding;
  /** Enum the children of a breakdown node are named after. */
  readonly breakdown?: string;
  /** For scales: the scale's type. */
  readonly scaleType?: ScaleType;
  readonly min?: number;
  readonly max?: number;
}

/** One dated value of a leaf: in force from `date` until the next entry. */
export interface ParameterEntry {
  readonly date: string;
  /** `null` means "not in force" (a repealed provision). */
  readonly value: ParameterValue | null;
  /**
   * Set on a reform's open-ended value (PolicyEngine's bare instant): it replaces the schedule
   * after it, so it is never uprated.
   */
  readonly fixed?: true;
  /**
   * Set where a reform range ends: from `date` the leaf's value is that of `restore`, the history
   * the range replaced (uprated as it was), so the prior value returns after the range.
   */
  readonly restore?: ParameterLeaf;
}

/** A parameter with a dated history of values. Entries are sorted by date. */
export interface ParameterLeaf {
  readonly kind: 'leaf';
  readonly path: string;
  readonly description?: string;
  readonly metadata: ParameterMetadata;
  readonly values: readonly ParameterEntry[];
}

/**
 * A leaf's history as plain JSON, for content hashes: `[date, value]` per entry, with a marker for
 * a reform's fixed value and the restored history where a reform range ends.
 */
export function describeHistory(leaf: ParameterLeaf): unknown[] {
  return leaf.values.map((v) =>
    v.restore
      ? [v.date, 'restore', describeHistory(v.restore)]
      : v.fixed
        ? [v.date, v.value, 'fixed']
        : [v.date, v.value],
  );
}

/** One bracket of a scale. */
export interface ParameterBracket {
  readonly threshold?: ParameterLeaf;
  readonly rate?: ParameterLeaf;
  readonly amount?: ParameterLeaf;
}

/** A bracket scale: thresholds with rates or amounts, each a dated leaf. */
export interface ParameterScale {
  readonly kind: 'scale';
  readonly path: string;
  readonly description?: string;
  readonly metadata: ParameterMetadata;
  readonly brackets: readonly ParameterBracket[];
}

/** A node of the tree: named children. */
export interface ParameterNode {
  readonly kind: 'node';
  readonly path: string;
  readonly description?: string;
  readonly metadata: ParameterMetadata;
  readonly children: ReadonlyMap<string, Parameter>;
}

/** Any parameter tree element. */
export type Parameter = ParameterLeaf | ParameterScale | ParameterNode;

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const RESERVED = new Set(['description', 'metadata', 'documentation', 'reference']);

type Raw = Record<string, unknown>;
const isRecord = (x: unknown): x is Raw => x !== null && typeof x === 'object' && !Array.isArray(x);

function parseReferences(raw: unknown): Reference[] {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((r) => {
    if (typeof r === 'string') return { title: r };
    if (isRecord(r)) {
      const title = typeof r.title === 'string' ? r.title : String(r.href ?? '');
      return typeof r.href === 'string' ? { title, href: r.href } : { title };
    }
    return { title: String(r) };
  });
}

function parseMetadata(raw: unknown, inherited: ParameterMetadata | undefined): ParameterMetadata {
  const m = isRecord(raw) ? raw : {};
  const uprating = m.uprating;
  const upratingPath =
    typeof uprating === 'string'
      ? uprating
      : isRecord(uprating)
        ? String(uprating.parameter)
        : undefined;
  const roundingRaw = (isRecord(uprating) ? uprating.rounding : undefined) ?? m.uprating_rounding;
  const rounding = isRecord(roundingRaw)
    ? {
        type: (roundingRaw.type as UpratingRounding['type']) ?? 'nearest',
        interval: Number(roundingRaw.interval),
      }
    : undefined;
  const reference = parseReferences(m.reference);
  const out: ParameterMetadata = {
    label: typeof m.label === 'string' ? m.label : undefined,
    unit: typeof m.unit === 'string' ? m.unit : inherited?.unit,
    reference: reference.length > 0 ? reference : (inherited?.reference ?? []),
    uprating: upratingPath ?? inherited?.uprating,
    upratingRounding: rounding ?? inherited?.upratingRounding,
    breakdown: typeof m.breakdown === 'string' ? m.breakdown : undefined,
    scaleType: typeof m.type === 'string' ? (m.type as ScaleType) : undefined,
    min: typeof m.min === 'number' ? m.min : undefined,
    max: typeof m.max === 'number' ? m.max : undefined,
  };
  return out;
}

/**
 * One parse of a tree: the problems found so far, and the date keys already found to be calendar
 * dates (a tree repeats a few hundred dates thousands of times).
 */
interface TreeParse {
  readonly issues: EngineIssue[];
  readonly dates: Set<string>;
}

function parseLeafValues(raw: Raw, path: string, parse: TreeParse): ParameterLeaf['values'] {
  const { issues } = parse;
  const entries: { date: string; value: ParameterValue | null }[] = [];
  for (const [date, value] of Object.entries(raw)) {
    if (!DATE_KEY.test(date)) {
      issues.push({
        code: 'invalid_parameter',
        path,
        message: `value key ${date} is not a YYYY-MM-DD date`,
      });
      continue;
    }
    if (!parse.dates.has(date)) {
      try {
        parseInstant(date);
      } catch {
        issues.push({ code: 'invalid_parameter', path, message: `${date} is not a calendar date` });
        continue;
      }
      parse.dates.add(date);
    }
    const v = isRecord(value) && 'value' in value ? value.value : value;
    if (v === null || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') {
      if (typeof v === 'number' && !Number.isFinite(v)) {
        issues.push({ code: 'invalid_parameter', path, message: `value on ${date} is not finite` });
      }
      entries.push({ date, value: v });
    } else {
      issues.push({
        code: 'invalid_parameter',
        path,
        message: `value on ${date} must be a number, boolean or string`,
      });
    }
  }
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return entries;
}

const isDateMap = (raw: Raw): boolean => {
  const keys = Object.keys(raw);
  return keys.length > 0 && keys.every((k) => DATE_KEY.test(k));
};

function parseNode(
  raw: unknown,
  path: string,
  inherited: ParameterMetadata | undefined,
  parse: TreeParse,
): Parameter {
  const { issues } = parse;
  const raw0 = raw as Raw;
  if (!isRecord(raw)) {
    issues.push({ code: 'invalid_parameter', path, message: 'expected a mapping' });
    return { kind: 'leaf', path, metadata: { reference: [] }, values: [] };
  }
  if (isDateMap(raw)) {
    return {
      kind: 'leaf',
      path,
      metadata: inherited ?? { reference: [] },
      values: parseLeafValues(raw, path, parse),
    };
  }
  const metadata = parseMetadata(raw.metadata, inherited);
  const description = typeof raw.description === 'string' ? raw.description : undefined;
  if ('values' in raw) {
    const values = isRecord(raw.values) ? parseLeafValues(raw.values, path, parse) : [];
    if (!isRecord(raw.values))
      issues.push({ code: 'invalid_parameter', path, message: 'values must be a date mapping' });
    return { kind: 'leaf', path, description, metadata, values };
  }
  // A node with a `brackets` list is a scale; a `brackets` mapping is an ordinary child node.
  if (Array.isArray(raw.brackets)) {
    const brackets = raw.brackets.map((b, i) => {
      const bracket: { threshold?: ParameterLeaf; rate?: ParameterLeaf; amount?: ParameterLeaf } =
        {};
      if (!isRecord(b)) {
        issues.push({
          code: 'invalid_parameter',
          path: `${path}.brackets[${i}]`,
          message: 'expected a mapping',
        });
        return bracket;
      }
      for (const part of ['threshold', 'rate', 'amount'] as const) {
        if (b[part] === undefined) continue;
        const raw = isRecord(raw0.metadata) ? raw0.metadata : {};
        const unitKey =
          part === 'threshold'
            ? raw.threshold_unit
            : part === 'rate'
              ? (raw.rate_unit ?? '/1')
              : raw.amount_unit;
        const partMeta: ParameterMetadata = {
          ...metadata,
          unit: typeof unitKey === 'string' ? unitKey : metadata.unit,
          // Thresholds and amounts are money and follow the scale's index; rates never do.
          uprating: part === 'rate' ? undefined : metadata.uprating,
          upratingRounding: part === 'rate' ? undefined : metadata.upratingRounding,
        };
        const child = parseNode(b[part], `${path}.brackets[${i}].${part}`, partMeta, parse);
        if (child.kind === 'leaf') bracket[part] = child;
        else
          issues.push({
            code: 'invalid_parameter',
            path: child.path,
            message: 'a bracket part is a dated value list',
          });
      }
      return bracket;
    });
    const type = metadata.scaleType ?? ScaleType.marginalRate;
    if (!Object.values(ScaleType).includes(type)) {
      issues.push({ code: 'invalid_parameter', path, message: `unknown scale type ${type}` });
    }
    return {
      kind: 'scale',
      path,
      description,
      metadata: { ...metadata, scaleType: type },
      brackets,
    };
  }
  const children = new Map<string, Parameter>();
  // What every child inherits: one object for all of them (metadata is never changed).
  const childMeta: ParameterMetadata = {
    ...metadata,
    label: undefined,
    breakdown: undefined,
    scaleType: undefined,
  };
  for (const [key, value] of Object.entries(raw)) {
    if (RESERVED.has(key)) continue;
    const childPath = path ? `${path}.${key}` : key;
    children.set(key, parseNode(value, childPath, childMeta, parse));
  }
  return { kind: 'node', path, description, metadata, children };
}

/**
 * Builds a parameter tree from plain data (YAML files merged by directory into one object).
 * Every problem is reported at once in an {@link EngineError} with code `invalid_parameter`.
 */
export function parseParameterTree(raw: unknown): ParameterNode {
  const issues: EngineIssue[] = [];
  const root = parseNode(raw, '', undefined, { issues, dates: new Set() });
  if (issues.length > 0) {
    const list = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    throw new EngineError(
      'invalid_parameter',
      `${issues.length} parameter problem(s): ${list}`,
      issues,
    );
  }
  if (root.kind !== 'node')
    throw new EngineError('invalid_parameter', 'the parameter root must be a node');
  return root;
}

const BRACKET_PART = /^brackets\[(\d+)\]$/;

/**
 * Finds a parameter by dotted path. Scale brackets are addressed as
 * `path.brackets[1].rate` (or PolicyEngine's `path[1].rate`).
 */
export function getParameter(root: ParameterNode, path: string): Parameter | undefined {
  const parts = path
    .replace(/\[(\d+)\]/g, '.brackets[$1]')
    .replace(/\.brackets\.brackets/g, '.brackets')
    .split('.')
    .filter(Boolean);
  let node: Parameter = root;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const m = BRACKET_PART.exec(part);
    if (node.kind === 'scale' && m) {
      const bracket = node.brackets[Number(m[1])];
      const field = parts[i + 1];
      if (!bracket || (field !== 'threshold' && field !== 'rate' && field !== 'amount'))
        return undefined;
      const leaf: ParameterLeaf | undefined = bracket[field];
      if (!leaf || i + 2 !== parts.length) return undefined;
      return leaf;
    }
    if (node.kind !== 'node') return undefined;
    const child: Parameter | undefined = node.children.get(part);
    if (!child) return undefined;
    node = child;
  }
  return node;
}

/** Every leaf of the tree, in path order (scale bracket leaves included). */
export function listLeaves(root: Parameter): ParameterLeaf[] {
  const out: ParameterLeaf[] = [];
  const walk = (p: Parameter): void => {
    if (p.kind === 'leaf') out.push(p);
    else if (p.kind === 'scale') {
      for (const b of p.brackets)
        for (const leaf of [b.threshold, b.rate, b.amount]) if (leaf) out.push(leaf);
    } else for (const child of p.children.values()) walk(child);
  };
  walk(root);
  return out;
}
