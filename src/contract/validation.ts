import type { z } from 'zod';

/** One problem found in an input: where (`path`), what (snake_case `code`), and how to fix it. */
export interface ValidationIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** The outcome of validating an input: the parsed value, or every problem at once. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/** Formats a path as `a.b[0]["gov.irs.x"]`: identifiers dotted, indices and other keys bracketed. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (typeof part === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(part))
      out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(String(part))}]`;
  }
  return out === '' ? '$' : out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

type ZodIssue = z.core.$ZodIssue;

/**
 * True when a union branch failed only because the input is of another shape (wrong type or
 * literal), also when that branch is itself a union whose every branch is of another shape.
 */
function isShapeMismatch(issues: readonly ZodIssue[]): boolean {
  if (issues.length !== 1 || issues[0]!.path.length !== 0) return false;
  const issue = issues[0]!;
  if (issue.code === 'invalid_union') return issue.errors.every(isShapeMismatch);
  return issue.code === 'invalid_type' || issue.code === 'invalid_value';
}

function nonFinite(value: unknown, where: string): ValidationIssue[] | undefined {
  if (typeof value !== 'number' || Number.isFinite(value)) return undefined;
  return [
    {
      path: where,
      code: 'non_finite_number',
      message: `${where} is ${value}; send a finite number`,
    },
  ];
}

function describe(
  issue: ZodIssue,
  input: unknown,
  path: readonly PropertyKey[],
): ValidationIssue[] {
  const where = formatIssuePath(path);
  const notFinite = nonFinite(valueAt(input, path), where);
  if (notFinite !== undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union'))
    return notFinite;
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        path: formatIssuePath([...path, key]),
        code: 'unknown_field',
        message: `unknown field "${key}"; remove it or check its spelling`,
      }));
    case 'invalid_type': {
      const missing = valueAt(input, path) === undefined;
      return [
        missing
          ? {
              path: where,
              code: 'missing_field',
              message: `${where} is required (${issue.expected}); add it`,
            }
          : {
              path: where,
              code: 'invalid_type',
              message: `${issue.message}; send a finite ${issue.expected}`,
            },
      ];
    }
    case 'too_small':
    case 'too_big': {
      const bound =
        issue.code === 'too_small'
          ? `at least ${String(issue.minimum)}`
          : `at most ${String(issue.maximum)}`;
      const code =
        path[path.length - 1] === 'year'
          ? 'year_out_of_range'
          : issue.code === 'too_small'
            ? 'value_too_small'
            : 'value_too_big';
      return [{ path: where, code, message: `${where} must be ${bound}; ${issue.message}` }];
    }
    case 'invalid_value': {
      const last = path[path.length - 2] === 'aggregates' ? 'aggregates' : path[path.length - 1];
      const code =
        last === 'aggregates'
          ? 'unknown_aggregate'
          : last === 'country'
            ? 'unsupported_country'
            : 'invalid_value';
      const allowed = issue.values.map((v) => JSON.stringify(v)).join(', ');
      return [
        {
          path: where,
          code,
          message: `${where} is ${JSON.stringify(valueAt(input, path))}; use one of ${allowed}`,
        },
      ];
    }
    case 'invalid_format':
      return [{ path: where, code: 'invalid_format', message: `${where}: ${issue.message}` }];
    case 'invalid_union': {
      const branches = issue.errors.filter((branch) => !isShapeMismatch(branch));
      if (branches.length === 1) {
        return branches[0]!.flatMap((inner) => describe(inner, input, [...path, ...inner.path]));
      }
      return [
        {
          path: where,
          code: 'invalid_value',
          message: `${where} matches none of its allowed forms; ${issue.message}`,
        },
      ];
    }
    case 'custom': {
      const code =
        typeof issue.params?.['code'] === 'string'
          ? (issue.params['code'] as string)
          : 'invalid_value';
      return [{ path: where, code, message: `${where}: ${issue.message}` }];
    }
    default:
      return [{ path: where, code: 'invalid_value', message: `${where}: ${issue.message}` }];
  }
}

/** Converts zod issues to {@link ValidationIssue}s with snake_case codes, stable paths and fix hints. */
export function toValidationIssues(issues: readonly ZodIssue[], input: unknown): ValidationIssue[] {
  return issues.flatMap((issue) => describe(issue, input, issue.path));
}

/** Runs a schema and reports every problem at once as {@link ValidationIssue}s. */
export function validateWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: toValidationIssues(result.error.issues, input) };
}
