import type { Kysely } from 'kysely';
import { summariseFailure } from '../contract/index.js';
import {
  DEFAULT_REPORT_LEASE_MS,
  RecordStatus,
  REPORT_CANCELLED,
  SIMULATION_CANCELLED,
  type ReportLease,
  type BaselineCacheOutcome,
  type ClaimReportInput,
  type ClaimResult,
  type ComparisonRecord,
  type CreateSimulationInput,
  type JsonValue,
  type RecordComparisonInput,
  type RecordedFailure,
  type Records,
  type ReportRecord,
  type SimulationRecord,
} from './records.js';
import {
  DatabaseUnavailableError,
  RecordsStatementError,
  isRecordsError,
} from './records-errors.js';
import {
  checkFailure,
  checkSections,
  checkText,
  comparisonFromRow,
  failureDetailText,
  jsonText,
  reportFromRow,
  simulationFromRow,
} from './record-rows.js';
import type { RecordsDatabase, ReportsTable } from './schema.js';
import { insertOrFindReport, writeComparison } from './record-writes.js';

/** Options every records backend takes. */
export interface RecordsOptions {
  /** Clock for timestamps a call does not pass in; tests inject a fixed one. Default: system clock. */
  readonly now?: () => Date;
}

const UNFINISHED: RecordStatus[] = [RecordStatus.pending, RecordStatus.running];

/** The ISO instant `ttlMs` after `from`. */
function leaseEnd(from: Date, ttlMs: number): string {
  return new Date(from.getTime() + Math.max(0, ttlMs)).toISOString();
}

/**
 * {@link Records} over a Kysely database; the SQLite and Postgres backends differ only in how
 * they connect. Every transition is one `UPDATE … WHERE id = ? AND status IN (…)`.
 */
export class KyselyRecords implements Records {
  readonly #db: Kysely<RecordsDatabase>;
  readonly #now: () => Date;
  #closed = false;

  readonly #guard: ((operation: string) => void) | undefined;
  readonly #connectionLoss: ((error: unknown) => boolean) | undefined;

  /**
   * `guard` runs before every operation and throws a records error when the database can no
   * longer be trusted (the SQLite backend: its file was deleted under it). `connectionLoss` tells
   * the backend's errors of a lost connection (the Postgres backend), marked on the statement error.
   */
  constructor(
    db: Kysely<RecordsDatabase>,
    options: RecordsOptions = {},
    guard?: (operation: string) => void,
    connectionLoss?: (error: unknown) => boolean,
  ) {
    this.#db = db;
    this.#now = options.now ?? (() => new Date());
    this.#guard = guard;
    this.#connectionLoss = connectionLoss;
  }

  async claimReport(input: ClaimReportInput): Promise<ClaimResult> {
    const op = 'claimReport';
    checkText(op, 'id', input.id);
    checkText(op, 'requestDigest', input.requestDigest);
    checkText(op, 'modelVersion', input.modelVersion);
    const now = input.at ?? this.#now();
    const at = now.toISOString();
    const lease = input.lease ?? {
      holder: input.dispatchCallId ?? input.id,
      ttlMs: DEFAULT_REPORT_LEASE_MS,
    };
    checkText(op, 'lease.holder', lease.holder);
    const row: ReportsTable = {
      id: input.id,
      request_digest: input.requestDigest,
      request: jsonText(op, 'request', input.request),
      country: input.country,
      year: input.year,
      delivery_mode: input.deliveryMode ?? 'database',
      model_version: input.modelVersion,
      status: RecordStatus.pending,
      aggregation_status: 'pending',
      error_code: null,
      error_summary: null,
      correlation_id: input.correlationId ?? null,
      aggregate_artifact: null,
      report_aggregate_sha256: null,
      comparison: null,
      dispatch_call_id: input.dispatchCallId ?? null,
      created_at: at,
      updated_at: at,
      started_at: null,
      finished_at: null,
      lease_holder: lease.holder,
      lease_expires_at: leaseEnd(now, lease.ttlMs),
      supersedes: null,
      superseded_by: null,
    };
    return this.#run(op, (db) => insertOrFindReport(db, row));
  }

  async renewLease(id: string, lease: ReportLease & { at?: Date }): Promise<boolean> {
    const now = lease.at ?? this.#now();
    return this.#run('renewLease', async (db) => {
      const result = await db
        .updateTable('reports')
        .set({ lease_expires_at: leaseEnd(now, lease.ttlMs) })
        .where('id', '=', id)
        .where('status', 'in', UNFINISHED)
        .where('lease_holder', '=', lease.holder)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  async cancelReport(
    id: string,
    cancellation: { reason: string; correlationId: string; at?: Date },
  ): Promise<boolean> {
    const summary = summariseFailure(cancellation.reason, cancellation.correlationId);
    checkFailure('cancelReport', REPORT_CANCELLED, summary, cancellation.correlationId);
    const at = this.#stamp(cancellation.at);
    // Report first (the guard), then its simulations: see abandonReport for why not one transaction.
    return this.#run('cancelReport', async (db) => {
      const result = await db
        .updateTable('reports')
        .set({
          status: RecordStatus.failed,
          aggregation_status: 'skipped',
          error_code: REPORT_CANCELLED,
          error_summary: summary,
          finished_at: at,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', 'in', UNFINISHED)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db
        .updateTable('simulations')
        .set({
          status: RecordStatus.failed,
          error_code: SIMULATION_CANCELLED,
          error_summary: summariseFailure(
            `Cancelled with report ${id}: ${cancellation.reason}`,
            cancellation.correlationId,
          ),
          finished_at: at,
          updated_at: at,
        })
        .where('report_id', '=', id)
        .where('status', 'in', UNFINISHED)
        .execute();
      return true;
    });
  }

  async startReport(
    id: string,
    options: { dispatchCallId?: string; at?: Date } = {},
  ): Promise<boolean> {
    const at = this.#stamp(options.at);
    return this.#updateReport('startReport', id, [RecordStatus.pending], {
      status: RecordStatus.running,
      started_at: at,
      updated_at: at,
      ...(options.dispatchCallId === undefined ? {} : { dispatch_call_id: options.dispatchCallId }),
    });
  }

  async completeReport(
    id: string,
    result: { aggregateArtifact: JsonValue; reportAggregateSha256: string; at?: Date },
  ): Promise<boolean> {
    const op = 'completeReport';
    checkText(op, 'reportAggregateSha256', result.reportAggregateSha256);
    const at = this.#stamp(result.at);
    return this.#updateReport(op, id, [RecordStatus.running], {
      status: RecordStatus.succeeded,
      aggregation_status: 'succeeded',
      aggregate_artifact: jsonText(op, 'aggregateArtifact', result.aggregateArtifact),
      report_aggregate_sha256: result.reportAggregateSha256,
      finished_at: at,
      updated_at: at,
    });
  }

  async failReport(
    id: string,
    failure: RecordedFailure & { aggregationStatus?: 'failed' | 'skipped' },
  ): Promise<boolean> {
    checkFailure('failReport', failure.code, failure.summary, failure.correlationId);
    const at = this.#stamp(failure.at);
    return this.#updateReport('failReport', id, UNFINISHED, {
      status: RecordStatus.failed,
      aggregation_status: failure.aggregationStatus ?? 'skipped',
      error_code: failure.code,
      error_summary: failure.summary,
      error_detail: failureDetailText(failure),
      correlation_id: failure.correlationId,
      finished_at: at,
      updated_at: at,
    });
  }

  async createSimulation(input: CreateSimulationInput): Promise<boolean> {
    const op = 'createSimulation';
    checkText(op, 'id', input.id);
    checkText(op, 'reportId', input.reportId);
    const at = this.#stamp(input.at);
    return this.#run(op, async (db) => {
      const inserted = await db
        .insertInto('simulations')
        .values({
          id: input.id,
          report_id: input.reportId,
          role: input.role,
          status: RecordStatus.pending,
          segment_index: input.segmentIndex ?? null,
          error_code: null,
          error_summary: null,
          correlation_id: input.correlationId ?? null,
          artifact: null,
          baseline_cache_outcome: null,
          dispatch_call_id: input.dispatchCallId ?? null,
          created_at: at,
          updated_at: at,
          started_at: null,
          finished_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
    });
  }

  async startSimulation(
    id: string,
    options: { dispatchCallId?: string; at?: Date } = {},
  ): Promise<boolean> {
    const at = this.#stamp(options.at);
    return this.#updateSimulation('startSimulation', id, [RecordStatus.pending], {
      status: RecordStatus.running,
      started_at: at,
      updated_at: at,
      ...(options.dispatchCallId === undefined ? {} : { dispatch_call_id: options.dispatchCallId }),
    });
  }

  async completeSimulation(
    id: string,
    result: { artifact: JsonValue; baselineCacheOutcome?: BaselineCacheOutcome; at?: Date },
  ): Promise<boolean> {
    const op = 'completeSimulation';
    const at = this.#stamp(result.at);
    return this.#updateSimulation(op, id, UNFINISHED, {
      status: RecordStatus.succeeded,
      artifact: jsonText(op, 'artifact', result.artifact),
      baseline_cache_outcome: result.baselineCacheOutcome ?? null,
      finished_at: at,
      updated_at: at,
    });
  }

  async failSimulation(id: string, failure: RecordedFailure): Promise<boolean> {
    checkFailure('failSimulation', failure.code, failure.summary, failure.correlationId);
    const at = this.#stamp(failure.at);
    return this.#updateSimulation('failSimulation', id, UNFINISHED, {
      status: RecordStatus.failed,
      error_code: failure.code,
      error_summary: failure.summary,
      error_detail: failureDetailText(failure),
      correlation_id: failure.correlationId,
      finished_at: at,
      updated_at: at,
    });
  }

  async cancelSimulation(
    id: string,
    cancellation: { reason: string; correlationId: string; at?: Date },
  ): Promise<boolean> {
    const summary = summariseFailure(cancellation.reason, cancellation.correlationId);
    return this.failSimulation(id, {
      code: SIMULATION_CANCELLED,
      summary,
      correlationId: cancellation.correlationId,
      ...(cancellation.at === undefined ? {} : { at: cancellation.at }),
    });
  }

  async recordComparison(input: RecordComparisonInput): Promise<boolean> {
    const op = 'recordComparison';
    checkText(op, 'reportId', input.reportId);
    checkText(op, 'referenceReportId', input.referenceReportId);
    checkSections(op, input.sections);
    const at = this.#stamp(input.at);
    return this.#run(op, (db) => writeComparison(db, input, at));
  }

  async getReport(id: string): Promise<ReportRecord | undefined> {
    return this.#run('getReport', async (db) => {
      const row = await db
        .selectFrom('reports')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : reportFromRow(row);
    });
  }

  async listReports(
    options: { limit?: number; status?: RecordStatus } = {},
  ): Promise<ReportRecord[]> {
    const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? 50)), 1_000);
    return this.#run('listReports', async (db) => {
      let query = db.selectFrom('reports').selectAll();
      if (options.status !== undefined) query = query.where('status', '=', options.status);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(reportFromRow);
    });
  }

  async getSimulations(reportId: string): Promise<SimulationRecord[]> {
    return this.#run('getSimulations', async (db) => {
      const rows = await db
        .selectFrom('simulations')
        .selectAll()
        .where('report_id', '=', reportId)
        .orderBy('role')
        // The whole simulation (no segment) first on both backends, whatever their NULL order.
        .orderBy((eb) => eb.fn.coalesce('segment_index', eb.lit(-1)))
        .orderBy('id')
        .execute();
      return rows.map(simulationFromRow);
    });
  }

  async getSimulation(id: string): Promise<SimulationRecord | undefined> {
    return this.#run('getSimulation', async (db) => {
      const row = await db
        .selectFrom('simulations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : simulationFromRow(row);
    });
  }

  async getComparison(reportId: string): Promise<ComparisonRecord | undefined> {
    return this.#run('getComparison', async (db) => {
      const row = await db
        .selectFrom('report_comparisons')
        .selectAll()
        .where('report_id', '=', reportId)
        .executeTakeFirst();
      return row === undefined ? undefined : comparisonFromRow(row);
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#db.destroy();
  }

  #stamp(at: Date | undefined): string {
    return (at ?? this.#now()).toISOString();
  }

  #updateReport(
    op: string,
    id: string,
    from: RecordStatus[],
    set: Partial<ReportsTable>,
  ): Promise<boolean> {
    return this.#run(op, async (db) => {
      const result = await db
        .updateTable('reports')
        .set(set)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  #updateSimulation(
    op: string,
    id: string,
    from: RecordStatus[],
    set: Partial<RecordsDatabase['simulations']>,
  ): Promise<boolean> {
    return this.#run(op, async (db) => {
      const result = await db
        .updateTable('simulations')
        .set(set)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  /** Runs an operation once; any failure that is not already typed becomes a statement error. */
  async #run<T>(op: string, body: (db: Kysely<RecordsDatabase>) => Promise<T>): Promise<T> {
    if (this.#closed) throw new DatabaseUnavailableError(0, { cause: new Error('records closed') });
    this.#guard?.(op);
    try {
      return await body(this.#db);
    } catch (error) {
      if (isRecordsError(error)) throw error;
      throw new RecordsStatementError(op, {
        cause: error,
        connectionLost: this.#connectionLoss?.(error) === true,
      });
    }
  }
}
