import { z } from 'zod';
import type { ValidationIssue } from './validation.js';

/** Longest failure code, in characters. */
export const MAX_FAILURE_CODE_LENGTH = 64;
/** Longest failure summary, in characters. */
export const MAX_FAILURE_SUMMARY_LENGTH = 512;
/** Most issues a failure carries across a boundary; the rest are counted in `issuesOmitted`. */
export const MAX_FAILURE_ISSUES = 50;
/** Longest issue path or message, in characters. */
export const MAX_FAILURE_ISSUE_TEXT = 512;

const FailureCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/)
  .max(MAX_FAILURE_CODE_LENGTH);

/** One typed problem behind a failure: where (`path`), what (`code`), and how to fix it. */
export const FailureIssueSchema = z
  .object({
    code: FailureCodeSchema,
    path: z.string().max(MAX_FAILURE_ISSUE_TEXT),
    message: z.string().max(MAX_FAILURE_ISSUE_TEXT),
  })
  .strict() satisfies z.ZodType<ValidationIssue>;

/** One typed problem behind a failure, as it crosses a boundary: the contract's one issue shape. */
export type FailureIssue = ValidationIssue;

/**
 * A failure as it crosses a thread, process or HTTP boundary: plain, serialisable data.
 * Receivers branch on `code`, never on an error class.
 */
export const FailureSchema = z
  .object({
    code: FailureCodeSchema,
    summary: z.string().max(MAX_FAILURE_SUMMARY_LENGTH),
    correlationId: z.string().min(1).max(128),
    retryable: z.boolean(),
    segmentIndex: z.number().int().min(0).optional(),
    /** The typed problems the failing step found (an invalid input's every field), redacted. */
    issues: z.array(FailureIssueSchema).max(MAX_FAILURE_ISSUES).optional(),
    /** How many issues did not fit in `issues`. */
    issuesOmitted: z.number().int().min(1).optional(),
    /** The failure this one wraps when a layer gave it its own code (a segment's own failure). */
    cause: z
      .object({ code: FailureCodeSchema, summary: z.string().max(MAX_FAILURE_SUMMARY_LENGTH) })
      .strict()
      .optional(),
  })
  .strict();

/** A failure as it crosses a boundary. */
export type Failure = z.infer<typeof FailureSchema>;

const SECRET_PATTERNS: readonly RegExp[] = [
  /\b(?:Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi,
  /\b(?:sk|pk|rk|ghp|gho|xox[abp])[-_][A-Za-z0-9_-]{8,}/g,
  /\b(?:password|passwd|secret|token|api[_-]?key)\s*[=:]\s*[^\s,;]+/gi,
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@]+:[^\s/@]+@/gi,
];

/**
 * Removes secrets from a text: every configured secret value, bearer tokens, key-like strings,
 * `password=…` pairs and credentials in URLs are replaced by `[redacted]`.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  for (const pattern of SECRET_PATTERNS) out = out.replace(pattern, '[redacted]');
  return out;
}

/**
 * The summary of a failure: secrets removed, then shortened to fit 512 characters. The cause is
 * what gets shortened; the correlation id suffix is always kept whole.
 */
export function summariseFailure(
  cause: string,
  correlationId: string,
  secrets: readonly string[] = [],
): string {
  const suffix = ` [correlation ${correlationId}]`;
  const clean = redactSecrets(cause, secrets).replace(/\s+/g, ' ').trim();
  const room = MAX_FAILURE_SUMMARY_LENGTH - suffix.length;
  const body = clean.length > room ? `${clean.slice(0, Math.max(0, room - 1))}…` : clean;
  return `${body}${suffix}`;
}

/** The `code` an error carries, if it carries a valid one. */
export function errorCode(error: unknown): string | undefined {
  if (error !== null && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (
      typeof code === 'string' &&
      /^[a-z][a-z0-9_]*$/.test(code) &&
      code.length <= MAX_FAILURE_CODE_LENGTH
    ) {
      return code;
    }
  }
  return undefined;
}

/** Options for {@link failureFromError}. */
export interface FailureOptions {
  readonly correlationId: string;
  /** Code used when the error carries none. */
  readonly fallbackCode: string;
  readonly secrets?: readonly string[];
  readonly segmentIndex?: number;
  readonly retryable?: boolean;
}

/** Shortens one issue text to {@link MAX_FAILURE_ISSUE_TEXT} after removing secrets. */
function issueText(text: string, secrets: readonly string[]): string {
  return clip(redactSecrets(text, secrets), MAX_FAILURE_ISSUE_TEXT);
}

/** A text cut to at most `max` characters, an ellipsis marking the cut. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The typed issues an error carries (`issues: {code, path, message}[]`, as the engine's, the
 * contract's and the executor's errors do), redacted and bounded; issues without a valid code
 * are left out. Undefined when there are none.
 */
export function failureIssuesOf(
  error: unknown,
  secrets: readonly string[] = [],
): Pick<Failure, 'issues' | 'issuesOmitted'> | undefined {
  if (error === null || typeof error !== 'object' || !('issues' in error)) return undefined;
  const raw = (error as { issues: unknown }).issues;
  if (!Array.isArray(raw)) return undefined;
  const typed: FailureIssue[] = [];
  for (const item of raw as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { code, path, message } = item as Record<string, unknown>;
    const valid = errorCode({ code });
    if (valid === undefined || typeof message !== 'string') continue;
    typed.push({
      code: valid,
      path: issueText(typeof path === 'string' ? path : '', secrets),
      message: issueText(message, secrets),
    });
  }
  // An error whose one issue is its own message (the executor's default) adds nothing.
  const own = error instanceof Error ? error.message : undefined;
  if (typed.length === 1 && typed[0]!.message === own) return undefined;
  if (typed.length === 0) return undefined;
  const omitted = typed.length - MAX_FAILURE_ISSUES;
  return omitted > 0
    ? { issues: typed.slice(0, MAX_FAILURE_ISSUES), issuesOmitted: omitted }
    : { issues: typed };
}

/**
 * A failure with these secrets removed from its summary, issues and cause; the summary is
 * shortened as {@link summariseFailure} does (its correlation id kept whole), the rest clipped.
 */
export function redactFailure(failure: Failure, secrets: readonly string[] = []): Failure {
  const suffix = ` [correlation ${failure.correlationId}]`;
  const body = failure.summary.endsWith(suffix)
    ? failure.summary.slice(0, -suffix.length)
    : failure.summary;
  return {
    ...failure,
    summary: summariseFailure(body, failure.correlationId, secrets),
    ...(failure.issues === undefined
      ? {}
      : {
          issues: failure.issues.map((issue) => ({
            code: issue.code,
            path: issueText(issue.path, secrets),
            message: issueText(issue.message, secrets),
          })),
        }),
    ...(failure.cause === undefined
      ? {}
      : {
          cause: {
            code: failure.cause.code,
            summary: clip(
              redactSecrets(failure.cause.summary, secrets),
              MAX_FAILURE_SUMMARY_LENGTH,
            ),
          },
        }),
  };
}

/** Converts anything thrown into a {@link Failure}, at a boundary: its code, its typed issues and the code of its cause are kept. */
export function failureFromError(error: unknown, options: FailureOptions): Failure {
  const message = error instanceof Error ? error.message : String(error);
  const secrets = options.secrets ?? [];
  const cause =
    error instanceof FailureError
      ? error.failure.cause
      : error instanceof Error
        ? error.cause
        : undefined;
  const causeCode = errorCode(cause);
  return {
    code: errorCode(error) ?? options.fallbackCode,
    summary: summariseFailure(message, options.correlationId, secrets),
    correlationId: options.correlationId,
    retryable: options.retryable ?? false,
    ...(options.segmentIndex === undefined ? {} : { segmentIndex: options.segmentIndex }),
    ...failureIssuesOf(error, secrets),
    ...(causeCode === undefined
      ? {}
      : {
          cause: {
            code: causeCode,
            summary:
              error instanceof FailureError && error.failure.cause !== undefined
                ? error.failure.cause.summary
                : summariseFailure(
                    cause instanceof Error ? cause.message : String(cause),
                    options.correlationId,
                    secrets,
                  ),
          },
        }),
  };
}

/** An error that carries a {@link Failure} across a boundary, for callers that throw. */
export class FailureError extends Error {
  readonly code: string;
  /** The failure's typed issues, where callers read an error's issues. */
  readonly issues: readonly FailureIssue[] | undefined;
  constructor(readonly failure: Failure) {
    super(failure.summary);
    this.name = 'FailureError';
    this.code = failure.code;
    this.issues = failure.issues;
  }
}
