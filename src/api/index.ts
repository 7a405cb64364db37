/**
 * The HTTP API (DESIGN.md §14): Fastify with the zod type provider — household calculations
 * (`POST /<country>/calculate`, PolicyEngine's household API), reports (`/reports`, with
 * server-sent progress and cancellation), metadata, variables and parameters, and the OpenAPI
 * document generated from the schemas; bearer tokens with scopes, rate limits, and every error a
 * `Failure` with its status from one table. Serves the built web page at `/`.
 *
 * May import: contract, engine, executor, db, store. Reads no environment: the serve command
 * passes everything in. Nothing imports it.
 */
export { API_VERSION, createApiServer, type ApiServerOptions, type RateLimit } from './server.js';
export { ApiCode, ApiFailureError, FAILURE_STATUS, statusOf } from './failure-status.js';
export { calculateHouseholds, type CalculateRequest, type CalculateResponse } from './calculate.js';
export {
  CANCELLED_BY_CALLER,
  ReportService,
  type ReportBackend,
  type ReportEvent,
  type ReportProgress,
  type ReportRunner,
  type ReportView,
} from './report-service.js';
export { createReportRunner, type ReportRunnerOptions } from './report-runner.js';
export {
  Scope,
  TokensConfigError,
  findToken,
  hasScope,
  parseTokens,
  type StoredToken,
} from './tokens.js';
export { MAX_CALCULATE_BATCH, MAX_EXPLAIN_DEPTH } from './schemas.js';
