import { errorCode, failureFromError, FailureError, type Failure } from '../contract/index.js';

/**
 * The codes the API answers with that are its own (the others come from the executor, the records
 * and the engine, and are listed in {@link FAILURE_STATUS} too).
 */
export const ApiCode = {
  invalidRequest: 'invalid_request',
  invalidHousehold: 'invalid_household',
  invalidPolicy: 'invalid_policy',
  batchTooLarge: 'batch_too_large',
  bodyTooLarge: 'body_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unauthenticated: 'unauthenticated',
  insufficientScope: 'insufficient_scope',
  notFound: 'not_found',
  reportNotFound: 'report_not_found',
  reportNotRunning: 'report_not_running',
  rateLimited: 'rate_limited',
  internalError: 'internal_error',
} as const;
/** One of {@link ApiCode}'s values. */
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode];

/**
 * The one table from failure code to HTTP status. A code not listed is a 500: something failed
 * that the caller could not have avoided.
 */
export const FAILURE_STATUS: Readonly<Record<string, number>> = {
  [ApiCode.invalidRequest]: 400,
  [ApiCode.invalidHousehold]: 400,
  [ApiCode.invalidPolicy]: 400,
  invalid_report_request: 400,
  invalid_policy_period: 400,
  invalid_region: 400,
  unsupported_country: 400,
  dataset_unknown: 400,
  unknown_output_variable: 400,
  [ApiCode.unauthenticated]: 401,
  [ApiCode.insufficientScope]: 403,
  [ApiCode.notFound]: 404,
  [ApiCode.reportNotFound]: 404,
  [ApiCode.reportNotRunning]: 409,
  report_cancelled: 409,
  report_duplicate: 409,
  simulation_cancelled: 409,
  [ApiCode.batchTooLarge]: 413,
  [ApiCode.bodyTooLarge]: 413,
  [ApiCode.unsupportedMediaType]: 415,
  [ApiCode.rateLimited]: 429,
  [ApiCode.internalError]: 500,
  report_coordination_failed: 500,
  simulation_execution_failed: 502,
  simulation_invocation_failed: 502,
  segment_execution_failed: 502,
  simulation_dispatch_failed: 503,
  database_unavailable: 503,
  simulation_wait_timeout: 504,
};

/** The HTTP status of a failure code (500 for a code not in {@link FAILURE_STATUS}). */
export function statusOf(code: string): number {
  return FAILURE_STATUS[code] ?? 500;
}

/** Whether a client may retry a failure of this status unchanged. */
const isRetryableStatus = (status: number): boolean =>
  status === 429 || status === 502 || status === 503 || status === 504;

/** A failure the API answers with, its status derived from its code through the one table. */
export class ApiFailureError extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    message: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiFailureError';
    this.status = statusOf(code);
  }
}

/** The {@link Failure} JSON of anything thrown while answering a request, with its status. */
export function failureOf(
  error: unknown,
  correlationId: string,
  secrets: readonly string[],
): { readonly status: number; readonly failure: Failure } {
  // A failure that crossed a boundary (a report's) is already redacted: it is answered as it is.
  if (error instanceof FailureError)
    return { status: statusOf(error.failure.code), failure: error.failure };
  const own = errorCode(error);
  // An error without a code the table lists is unexpected: its message may say anything about the
  // server's insides (addresses, credentials), so only its code, if any, is named.
  const known = own !== undefined && FAILURE_STATUS[own] !== undefined;
  const code = known ? own : ApiCode.internalError;
  const status = statusOf(code);
  const shown = known ? error : new Error(`unexpected ${own ?? 'error'}`);
  const failure = failureFromError(shown, {
    correlationId,
    fallbackCode: ApiCode.internalError,
    secrets,
    retryable: isRetryableStatus(status),
  });
  return { status, failure: { ...failure, code } };
}
