import type { BaselineCacheOutcome, Failure } from '../contract/index.js';
import type { JsonValue, RecordedFailure, Records } from '../db/index.js';
import type { Logger } from '../telemetry/index.js';

/** Identifiers every record log line carries. */
export interface RecordContext {
  readonly reportId: string;
  readonly deliveryMode: string;
}

/** How long a record write refused as `database_unavailable` is tried again by default, ms. */
export const DEFAULT_RECORDS_RETRY_MS = 60_000;

/**
 * True for a statement the records marked as failed because its connection was lost
 * (`connectionLost` on `database_statement_failed`: the database may come back).
 */
function isConnectionLoss(error: unknown): boolean {
  return (error as { connectionLost?: unknown } | null)?.connectionLost === true;
}

const timerSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The code of an error, when it carries one. */
function codeOf(error: unknown): string | undefined {
  return error !== null && typeof error === 'object' && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * The coordinator's writes to the records, none of which may replace the failure being recorded.
 * A write the database refuses as unavailable (`database_unavailable`: nothing was written), or
 * whose statement failed because its connection was lost, is tried again, 250 ms after the first refusal and then at doubling intervals up to 2 s, for
 * `retryMs` in all — a database down for a while loses no record (a simulation created while it
 * was down would otherwise be missing from a succeeded report). A write that still fails, or fails
 * otherwise, is logged (with the report and simulation ids, the operation and the error's type
 * and code — not its message) and resolves to `undefined`. With no records (`return` delivery)
 * every write is a no-op.
 */
export class CoordinatorRecorder {
  constructor(
    private readonly records: Records | undefined,
    private readonly logger: Logger,
    private readonly context: RecordContext,
    private readonly retryMs: number = DEFAULT_RECORDS_RETRY_MS,
    private readonly sleep: (ms: number) => Promise<void> = timerSleep,
  ) {}

  /** Runs one write; an unavailable database is waited for, other errors are logged, never thrown. */
  async attempt<T>(
    operation: string,
    simulationId: string | undefined,
    write: (records: Records) => Promise<T>,
  ): Promise<T | undefined> {
    if (this.records === undefined) return undefined;
    const started = Date.now();
    let delay = 250;
    for (let tries = 1; ; tries += 1) {
      try {
        return await write(this.records);
      } catch (error) {
        const code = codeOf(error);
        const waited = Date.now() - started;
        const retryable =
          code === 'database_unavailable' ||
          (code === 'database_statement_failed' && isConnectionLoss(error));
        if (retryable && waited + delay <= this.retryMs) {
          if (tries === 1)
            this.logger.warn(
              { event: 'record_write_waiting', operation, ...this.context, simulationId },
              `records database unavailable for ${operation} of report ${this.context.reportId}: trying again for up to ${Math.round(this.retryMs / 1000)} s`,
            );
          await this.sleep(delay);
          delay = Math.min(delay * 2, 2_000);
          continue;
        }
        this.logger.error(
          {
            event: 'record_write_failed',
            operation,
            ...this.context,
            ...(simulationId === undefined ? {} : { simulationId }),
            errorType: error instanceof Error ? error.name : typeof error,
            errorCode: code,
            tries,
          },
          `recording ${operation} failed for report ${this.context.reportId}${simulationId === undefined ? '' : ` simulation ${simulationId}`} (${error instanceof Error ? error.name : typeof error}${code === undefined ? '' : ` ${code}`})`,
        );
        return undefined;
      }
    }
  }

  startSimulation(id: string, dispatchCallId: string): Promise<boolean | undefined> {
    return this.attempt('start_simulation', id, (r) => r.startSimulation(id, { dispatchCallId }));
  }

  completeSimulation(
    id: string,
    artifact: JsonValue,
    baselineCacheOutcome?: BaselineCacheOutcome,
  ): Promise<boolean | undefined> {
    return this.attempt('complete_simulation', id, (r) =>
      r.completeSimulation(id, {
        artifact,
        ...(baselineCacheOutcome === undefined ? {} : { baselineCacheOutcome }),
      }),
    );
  }

  failSimulation(id: string, failure: Failure): Promise<boolean | undefined> {
    return this.attempt('fail_simulation', id, (r) =>
      r.failSimulation(id, recordedFailure(failure)),
    );
  }

  cancelSimulation(
    id: string,
    reason: string,
    correlationId: string,
  ): Promise<boolean | undefined> {
    return this.attempt('cancel_simulation', id, (r) =>
      r.cancelSimulation(id, { reason, correlationId }),
    );
  }

  failReport(
    failure: Failure,
    aggregationStatus: 'failed' | 'skipped' = 'skipped',
  ): Promise<boolean | undefined> {
    return this.attempt('fail_report', undefined, (r) =>
      r.failReport(this.context.reportId, { ...recordedFailure(failure), aggregationStatus }),
    );
  }
}

/** What the records keep of a failure: code, summary, correlation id, and its typed detail. */
function recordedFailure(failure: Failure): RecordedFailure {
  return {
    code: failure.code,
    summary: failure.summary,
    correlationId: failure.correlationId,
    ...(failure.issues === undefined ? {} : { issues: failure.issues }),
    ...(failure.issuesOmitted === undefined ? {} : { issuesOmitted: failure.issuesOmitted }),
    ...(failure.cause === undefined ? {} : { cause: failure.cause }),
  };
}
