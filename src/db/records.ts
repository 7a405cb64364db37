import type { BaselineCacheOutcome, Failure, SimulationRole } from '../contract/index.js';

/** A JSON value as the records hold it (requests, artifact descriptors, comparisons). */
export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Status of a report or a simulation record. `succeeded` and `failed` are final. */
export const RecordStatus = {
  pending: 'pending',
  running: 'running',
  succeeded: 'succeeded',
  failed: 'failed',
} as const;
/** One of {@link RecordStatus}'s values. */
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];

/** Where a report's aggregation stands: not yet run, done, failed, or skipped because the report failed first. */
export const AggregationStatus = {
  pending: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  skipped: 'skipped',
} as const;
/** One of {@link AggregationStatus}'s values. */
export type AggregationStatus = (typeof AggregationStatus)[keyof typeof AggregationStatus];

export type { BaselineCacheOutcome, SimulationRole } from '../contract/index.js';

/** Outcome of comparing a report with its reference report. */
export const ComparisonStatus = {
  match: 'match',
  differs: 'differs',
  referenceMissing: 'reference_missing',
  referenceFailed: 'reference_failed',
} as const;
/** One of {@link ComparisonStatus}'s values. */
export type ComparisonStatus = (typeof ComparisonStatus)[keyof typeof ComparisonStatus];

/** The code a cancelled simulation is recorded with (DESIGN.md §8): it is recorded as failed. */
export const SIMULATION_CANCELLED = 'simulation_cancelled';

/** The code a report is recorded failed with when its lease expired and another claim took it over. */
export const REPORT_ABANDONED = 'report_abandoned';

/** The code a report is recorded failed with when `fiscus reports cancel` (or the API) cancelled it. */
export const REPORT_CANCELLED = 'report_cancelled';

export { DEFAULT_REPORT_LEASE_MS } from '../contract/index.js';

/** Who holds the computation of a report, and for how long from the claim or the last renewal. */
export interface ReportLease {
  /** The holder: a coordinator's id (its dispatch call id where it has one). */
  readonly holder: string;
  readonly ttlMs: number;
}

/** A report as recorded. Timestamps are ISO 8601 UTC strings. */
export interface ReportRecord {
  readonly id: string;
  readonly requestDigest: string;
  readonly request: JsonValue;
  readonly country: string;
  readonly year: number;
  readonly deliveryMode: string;
  readonly modelVersion: string;
  readonly status: RecordStatus;
  readonly aggregationStatus: AggregationStatus;
  readonly errorCode: string | null;
  readonly errorSummary: string | null;
  /** The failure's typed issues and the failure it wraps, when it had any. */
  readonly errorDetail: FailureDetail | null;
  readonly correlationId: string | null;
  readonly aggregateArtifact: JsonValue | null;
  readonly reportAggregateSha256: string | null;
  readonly comparison: JsonValue | null;
  readonly dispatchCallId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  /** Holder of the claim's lease while the report is pending or running. */
  readonly leaseHolder: string | null;
  /** When the lease lapses unless renewed; a pending or running report past it was abandoned. */
  readonly leaseExpiresAt: string | null;
  /** The abandoned attempt of the same request this report took over, if any. */
  readonly supersedes: string | null;
  /** On an abandoned report: the report that took its request over. */
  readonly supersededBy: string | null;
}

/** A simulation (baseline or reform, optionally one segment of it) as recorded. */
export interface SimulationRecord {
  readonly id: string;
  readonly reportId: string;
  readonly role: SimulationRole;
  readonly status: RecordStatus;
  readonly segmentIndex: number | null;
  readonly errorCode: string | null;
  readonly errorSummary: string | null;
  /** The failure's typed issues and the failure it wraps, when it had any. */
  readonly errorDetail: FailureDetail | null;
  readonly correlationId: string | null;
  readonly artifact: JsonValue | null;
  readonly baselineCacheOutcome: BaselineCacheOutcome | null;
  readonly dispatchCallId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
}

/** How one MacroOutput section of a report differs from the reference's. */
export interface SectionDifference {
  readonly maxAbsDiff: number;
  readonly maxRelDiff: number;
  readonly differs: boolean;
}

/** A report's recorded comparison with its reference report. */
export interface ComparisonRecord {
  readonly reportId: string;
  readonly referenceReportId: string;
  readonly status: ComparisonStatus;
  readonly sections: Readonly<Record<string, SectionDifference>>;
  /** Names of the sections whose `differs` is true, sorted. */
  readonly sectionsDiffering: readonly string[];
  readonly createdAt: string;
}

/** What {@link Records.claimReport} needs to record a new report. */
export interface ClaimReportInput {
  readonly id: string;
  readonly requestDigest: string;
  readonly request: JsonValue;
  readonly country: string;
  readonly year: number;
  readonly modelVersion: string;
  /** Defaults to `database`: `return` reports are never recorded. */
  readonly deliveryMode?: string;
  readonly correlationId?: string;
  readonly dispatchCallId?: string;
  /** Default: held by `dispatchCallId` (else the id) for {@link DEFAULT_REPORT_LEASE_MS}. */
  readonly lease?: ReportLease;
  readonly at?: Date;
}

/**
 * The result of claiming a report. `claimed: false` means another dispatch owns the computation:
 * `reason` says whether the same id exists (a repeated or restarted dispatch) or a pending, running
 * or succeeded report of the same request digest and model version does. A pending or running
 * report of the same request whose lease has expired does not own it: the claim records it failed
 * with {@link REPORT_ABANDONED} (its unfinished simulations cancelled), links the two
 * (`supersedes` / `supersededBy`) and claims the request.
 */
export type ClaimResult =
  | { readonly claimed: true; readonly report: ReportRecord }
  | {
      readonly claimed: false;
      readonly reason: 'same_id' | 'same_request';
      readonly existing: ReportRecord;
    };

/** A recorded failure's typed detail: its issues (at most 50, the rest counted) and the failure it wraps. */
export type FailureDetail = Pick<Failure, 'issues' | 'issuesOmitted' | 'cause'>;

/** A failure to record: a code (≤ 64 chars, snake_case), a redacted summary (≤ 512 chars), a correlation id. */
export interface RecordedFailure {
  readonly code: string;
  readonly summary: string;
  readonly correlationId: string;
  readonly issues?: Failure['issues'];
  readonly issuesOmitted?: number;
  readonly cause?: Failure['cause'];
  readonly at?: Date;
}

/** What {@link Records.createSimulation} needs. */
export interface CreateSimulationInput {
  readonly id: string;
  readonly reportId: string;
  readonly role: SimulationRole;
  readonly segmentIndex?: number;
  readonly correlationId?: string;
  readonly dispatchCallId?: string;
  readonly at?: Date;
}

/** What {@link Records.recordComparison} needs; `sectionsDiffering` is derived from `sections`. */
export interface RecordComparisonInput {
  readonly reportId: string;
  readonly referenceReportId: string;
  readonly status: ComparisonStatus;
  readonly sections: Readonly<Record<string, SectionDifference>>;
  readonly at?: Date;
}

/**
 * Records of reports and simulations (DESIGN.md §12).
 *
 * Every transition is one statement guarded by the expected status and resolves to whether it
 * applied; `false` means the record was not in a status the transition starts from (or does not
 * exist). A record that succeeded or failed is never overwritten. A cancelled simulation is
 * recorded as failed with {@link SIMULATION_CANCELLED}.
 *
 * Errors: {@link DatabaseUnavailableError} (`database_unavailable`) when no connection could be
 * established within the retry budget, {@link RecordsStatementError} (`database_statement_failed`)
 * when a statement failed (never retried), {@link InvalidRecordError} (`invalid_record`) for inputs
 * no record may hold, raised before anything is written.
 */
export interface Records {
  /** Inserts the report as `pending`, or returns the report that already owns its id or request. */
  claimReport(input: ClaimReportInput): Promise<ClaimResult>;
  /**
   * Extends the lease of a pending or running report held by `holder` to `at + ttlMs`; `false` if
   * the report finished, was cancelled or abandoned, or another holder has it — the caller has
   * lost the report and must stop.
   */
  renewLease(id: string, lease: ReportLease & { readonly at?: Date }): Promise<boolean>;
  /**
   * `pending` or `running` → `failed` with {@link REPORT_CANCELLED} and the reason; its
   * unfinished simulations are cancelled. The coordinator holding it learns it at its next
   * renewal.
   */
  cancelReport(
    id: string,
    cancellation: { readonly reason: string; readonly correlationId: string; readonly at?: Date },
  ): Promise<boolean>;
  /** `pending` → `running`. */
  startReport(
    id: string,
    options?: { readonly dispatchCallId?: string; readonly at?: Date },
  ): Promise<boolean>;
  /** `running` → `succeeded`, with the aggregate artifact and its digest; aggregation `succeeded`. */
  completeReport(
    id: string,
    result: {
      readonly aggregateArtifact: JsonValue;
      readonly reportAggregateSha256: string;
      readonly at?: Date;
    },
  ): Promise<boolean>;
  /** `pending` or `running` → `failed`; aggregation becomes `aggregationStatus` (default `skipped`). */
  failReport(
    id: string,
    failure: RecordedFailure & { readonly aggregationStatus?: 'failed' | 'skipped' },
  ): Promise<boolean>;
  /** Inserts a `pending` simulation; `false` if its id, or its report's role (and segment), exists. */
  createSimulation(input: CreateSimulationInput): Promise<boolean>;
  /** `pending` → `running`. */
  startSimulation(
    id: string,
    options?: { readonly dispatchCallId?: string; readonly at?: Date },
  ): Promise<boolean>;
  /** `pending` or `running` → `succeeded`, with its artifact descriptor. */
  completeSimulation(
    id: string,
    result: {
      readonly artifact: JsonValue;
      readonly baselineCacheOutcome?: BaselineCacheOutcome;
      readonly at?: Date;
    },
  ): Promise<boolean>;
  /** `pending` or `running` → `failed` with the failure. */
  failSimulation(id: string, failure: RecordedFailure): Promise<boolean>;
  /** `pending` or `running` → `failed` with `simulation_cancelled` and the reason as summary. */
  cancelSimulation(
    id: string,
    cancellation: { readonly reason: string; readonly correlationId: string; readonly at?: Date },
  ): Promise<boolean>;
  /**
   * Records the comparison with the reference report, once: `false` if one exists or the report is
   * neither running nor succeeded. The comparison row and the report's `comparison` are written in
   * one transaction.
   */
  recordComparison(input: RecordComparisonInput): Promise<boolean>;
  getReport(id: string): Promise<ReportRecord | undefined>;
  /** Newest first. */
  listReports(options?: {
    readonly limit?: number;
    readonly status?: RecordStatus;
  }): Promise<ReportRecord[]>;
  /** The report's simulations: baseline then reform, the whole simulation before its segments by index. */
  getSimulations(reportId: string): Promise<SimulationRecord[]>;
  getSimulation(id: string): Promise<SimulationRecord | undefined>;
  getComparison(reportId: string): Promise<ComparisonRecord | undefined>;
  /** Releases the connection(s). Idempotent. */
  close(): Promise<void>;
}
