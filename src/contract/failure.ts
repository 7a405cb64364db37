import { z } from 'zod';

/** Longest failure code, in characters. */
export const MAX_FAILURE_CODE_LENGTH = 64;
/** Longest failure summary, in characters. */
export const MAX_FAILURE_SUMMARY_LENGTH = 512;

/**
 * A failure as it crosses a thread, process or HTTP boundary: plain, serialisable data.
 * Receivers branch on `code`, never on an error class.
 */
export const FailureSchema = z
  .object({
    code: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/)
      .max(MAX_FAILURE_CODE_LENGTH),
    summary: z.string().max(MAX_FAILURE_SUMMARY_LENGTH),
    correlationId: z.string().min(1).max(128),
    retryable: z.boolean(),
    segmentIndex: z.number().int().min(0).optional(),
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

/** Converts anything thrown into a {@link Failure}, at a boundary. */
export function failureFromError(error: unknown, options: FailureOptions): Failure {
  const message = error instanceof Error ? error.message : String(error);
  const failure: Failure = {
    code: errorCode(error) ?? options.fallbackCode,
    summary: summariseFailure(message, options.correlationId, options.secrets),
    correlationId: options.correlationId,
    retryable: options.retryable ?? false,
  };
  return options.segmentIndex === undefined
    ? failure
    : { ...failure, segmentIndex: options.segmentIndex };
}

/** An error that carries a {@link Failure} across a boundary, for callers that throw. */
export class FailureError extends Error {
  readonly code: string;
  constructor(readonly failure: Failure) {
    super(failure.summary);
    this.name = 'FailureError';
    this.code = failure.code;
  }
}
