/**
 * Records of reports and simulations (DESIGN.md §12): SQLite by default (a file), Postgres for
 * shared deployments, behind one {@link Records} interface, with one numbered, append-only
 * migration set for both. Status changes are single statements guarded by the expected status;
 * claiming a report is idempotent; connection refusals are retried within a bounded budget and
 * statements never are.
 *
 * May import: `contract` only (and kysely, better-sqlite3, pg inside the backends). The
 * conformance suite (`conformance.ts`) imports vitest and is for tests only: it is not exported
 * here.
 */
export {
  AggregationStatus,
  type BaselineCacheOutcome,
  type ClaimReportInput,
  type ClaimResult,
  type ComparisonRecord,
  ComparisonStatus,
  type CreateSimulationInput,
  DEFAULT_REPORT_LEASE_MS,
  type JsonValue,
  type RecordComparisonInput,
  type RecordedFailure,
  type Records,
  RecordStatus,
  REPORT_ABANDONED,
  REPORT_CANCELLED,
  type ReportLease,
  type ReportRecord,
  type SectionDifference,
  SIMULATION_CANCELLED,
  type SimulationRecord,
  type SimulationRole,
  type FailureDetail,
} from './records.js';
export {
  DatabaseUnavailableError,
  InvalidRecordError,
  isRecordsError,
  RecordsError,
  RecordsErrorCode,
  RecordsFileMissingError,
  RecordsMigrationError,
  RecordsStatementError,
} from './records-errors.js';
export {
  connectWithRetry,
  DEFAULT_CONNECT_RETRY,
  type ConnectRetryOptions,
} from './connect-with-retry.js';
export { KyselyRecords, type RecordsOptions } from './kysely-records.js';
export { SqliteRecords, isSqliteBusy, type SqliteRecordsOptions } from './sqlite/sqlite-records.js';
export {
  PostgresRecords,
  isPostgresConnectionLoss,
  isPostgresRefusal,
  type PostgresRecordsOptions,
} from './postgres/postgres-records.js';
export { createRecords, type CreateRecordsOptions } from './create-records.js';
export { migrateToLatest, RECORDS_MIGRATIONS } from './migrations/index.js';
export type { RecordsDatabase } from './schema.js';
