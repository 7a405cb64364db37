import { randomUUID } from 'node:crypto';
import {
  FailureError,
  MacroOutputSchema,
  errorCode,
  failureFromError,
  type Failure,
  type MacroOutput,
  type ReportExecutionResult,
  type ReportRequestInput,
} from '../contract/index.js';
import type { Records, ReportRecord } from '../db/index.js';
import {
  checkReportRequest,
  type CoordinatedReport,
  type CountryServices,
} from '../executor/index.js';
import type { ArtifactStore } from '../store/index.js';
import { ApiCode, ApiFailureError } from './failure-status.js';

/** One step of a running report: a segment (or whole simulation) call finished. */
export interface ReportProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * How the API runs a report: the coordinator over a dispatcher, wired by the caller (the serve
 * command) so the API names no backend. `run` tells each finished simulation call through
 * `onProgress` and stops when `signal` fires.
 */
export interface ReportRunner {
  /** The number of calls a request makes (the progress bar's length). */
  callsOf(request: ReportRequestInput): number;
  run(
    request: ReportRequestInput,
    options: { readonly signal: AbortSignal; readonly onProgress: () => void },
  ): Promise<CoordinatedReport>;
}

/** What the report routes need: the runner, the records, the store the aggregates are in, the models. */
export interface ReportBackend {
  readonly runner: ReportRunner;
  readonly records: Records;
  readonly store: ArtifactStore;
  /** The served countries' models and regions, that requests are checked against. */
  readonly countries: Pick<CountryServices, 'models' | 'regions'>;
}

/** An event of a report's stream: progress, then one `result` or `failure`. */
export type ReportEvent =
  | { readonly kind: 'progress'; readonly progress: ReportProgress }
  | {
      readonly kind: 'result';
      readonly macroOutput: MacroOutput;
      readonly reportAggregateSha256: string;
    }
  | { readonly kind: 'failure'; readonly failure: Failure };

/** A report this server runs: its events so far, and who listens for more. */
interface LiveReport {
  readonly id: string;
  readonly correlationId: string;
  readonly events: ReportEvent[];
  readonly listeners: Set<(event: ReportEvent) => void>;
  readonly controller: AbortController;
  readonly settled: Promise<void>;
  progress: ReportProgress;
}

/** The state of a report as the API shows it. */
export interface ReportView {
  readonly reportId: string;
  readonly status: 'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  readonly failure?: Failure;
  readonly macroOutput?: MacroOutput;
  readonly reportAggregateSha256?: string;
  readonly modelVersion?: string;
  readonly progress?: ReportProgress;
}

/** The code and summary a report cancelled through the API is recorded with. */
export const CANCELLED_BY_CALLER = {
  code: 'report_cancelled',
  summary: 'cancelled by the caller (DELETE /reports/:id)',
} as const;

const isFinished = (events: readonly ReportEvent[]): boolean =>
  events.some((e) => e.kind !== 'progress');

/**
 * Runs reports for the API and keeps, for those this process runs, their progress and listeners
 * (for server-sent events) and their cancellation. Finished reports are read from the records.
 */
export class ReportService {
  private readonly live = new Map<string, LiveReport>();

  constructor(private readonly backend: ReportBackend) {}

  /** Builds and checks a request (every problem at once, before anything runs). */
  prepare(
    body: Omit<ReportRequestInput, 'reportId' | 'correlationId' | 'region'> & { region?: string },
  ): ReportRequestInput {
    const request: ReportRequestInput = {
      ...body,
      region: body.region ?? body.country,
      reportId: `report-${randomUUID()}`,
      correlationId: randomUUID(),
    };
    checkReportRequest(request, this.backend.countries, { hasRecords: true });
    return request;
  }

  /** Starts a database-delivery report in the background; its events are kept for listeners. */
  start(request: ReportRequestInput): void {
    const controller = new AbortController();
    const live: LiveReport = {
      id: request.reportId,
      correlationId: request.correlationId,
      events: [],
      listeners: new Set(),
      controller,
      progress: { done: 0, total: this.backend.runner.callsOf(request) },
      settled: Promise.resolve(),
    };
    const emit = (event: ReportEvent): void => {
      live.events.push(event);
      for (const listener of live.listeners) listener(event);
    };
    const settled = this.backend.runner
      .run(request, {
        signal: controller.signal,
        onProgress: () => {
          live.progress = {
            done: Math.min(live.progress.done + 1, live.progress.total),
            total: live.progress.total,
          };
          emit({ kind: 'progress', progress: live.progress });
        },
      })
      .then(
        async (outcome) => {
          if (outcome.kind === 'completed') emit(resultEvent(outcome.result));
          else {
            const view = await this.view(outcome.existing.id);
            emit(
              view?.macroOutput !== undefined
                ? {
                    kind: 'result',
                    macroOutput: view.macroOutput,
                    reportAggregateSha256: view.reportAggregateSha256 ?? '',
                  }
                : { kind: 'failure', failure: duplicateFailure(outcome.existing, live) },
            );
          }
        },
        async (error: unknown) => {
          const failure = failureOfReport(error, live.correlationId);
          if (controller.signal.aborted) await this.recordCancelled(live);
          emit({ kind: 'failure', failure });
        },
      )
      .finally(() => this.live.delete(live.id));
    Object.assign(live, { settled });
    this.live.set(live.id, live);
  }

  /** Runs a return-delivery report and answers its execution result (or throws its failure). */
  async runAndReturn(request: ReportRequestInput): Promise<ReportExecutionResult> {
    const outcome = await this.backend.runner.run(request, {
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    if (outcome.kind !== 'completed')
      throw new ApiFailureError(ApiCode.internalError, 'a return delivery was deduplicated');
    return outcome.result;
  }

  /** The report's state: live progress, or its record with the MacroOutput once it succeeded. */
  async view(id: string): Promise<ReportView | undefined> {
    const record = await this.backend.records.getReport(id);
    const live = this.live.get(id);
    if (record === undefined)
      return live === undefined
        ? undefined
        : { reportId: id, status: 'pending', progress: live.progress };
    const failure: Failure | undefined =
      record.errorCode === null
        ? undefined
        : {
            code: record.errorCode,
            summary: record.errorSummary ?? '',
            correlationId: record.correlationId ?? 'unknown',
            retryable: false,
          };
    const status =
      record.status === 'failed' && record.errorCode === CANCELLED_BY_CALLER.code
        ? 'cancelled'
        : record.status;
    return {
      reportId: id,
      status,
      modelVersion: record.modelVersion,
      ...(failure === undefined ? {} : { failure }),
      ...(live === undefined ? {} : { progress: live.progress }),
      ...(record.reportAggregateSha256 === null
        ? {}
        : { reportAggregateSha256: record.reportAggregateSha256 }),
      ...(record.status === 'succeeded' ? { macroOutput: await this.macroOutputOf(record) } : {}),
    };
  }

  /**
   * Follows a report: `listener` is given every event so far, then each new one; the returned
   * function stops listening. A report not running here gives one final event from its record.
   * Resolves undefined when no such report exists.
   */
  async follow(
    id: string,
    listener: (event: ReportEvent) => void,
  ): Promise<(() => void) | undefined> {
    const live = this.live.get(id);
    if (live !== undefined) {
      for (const event of live.events) listener(event);
      if (isFinished(live.events)) return () => undefined;
      live.listeners.add(listener);
      return () => live.listeners.delete(listener);
    }
    const view = await this.view(id);
    if (view === undefined) return undefined;
    if (view.macroOutput !== undefined)
      listener({
        kind: 'result',
        macroOutput: view.macroOutput,
        reportAggregateSha256: view.reportAggregateSha256 ?? '',
      });
    else if (view.failure !== undefined) listener({ kind: 'failure', failure: view.failure });
    else
      listener({
        kind: 'failure',
        failure: {
          code: ApiCode.reportNotRunning,
          summary: `report ${id} is ${view.status} but not run by this server`,
          correlationId: id,
          retryable: true,
        },
      });
    return () => undefined;
  }

  /**
   * Cancels a report this server runs: its coordinator stops every unfinished simulation (they are
   * recorded `simulation_cancelled`) and the report is recorded failed as cancelled by the caller.
   * Throws `report_not_found`, or `report_not_running` for a finished report (or one run elsewhere).
   */
  async cancel(id: string): Promise<ReportView> {
    const live = this.live.get(id);
    if (live === undefined) {
      const view = await this.view(id);
      if (view === undefined) throw new ApiFailureError(ApiCode.reportNotFound, `no report ${id}`);
      throw new ApiFailureError(
        ApiCode.reportNotRunning,
        `report ${id} is ${view.status}${view.status === 'pending' || view.status === 'running' ? ' in another process' : ''}; only a report this server runs can be cancelled`,
      );
    }
    live.controller.abort(new Error(CANCELLED_BY_CALLER.summary));
    await live.settled;
    return (await this.view(id)) ?? { reportId: id, status: 'cancelled' };
  }

  /** Cancels every running report and waits for them (server shutdown). */
  async close(): Promise<void> {
    const all = [...this.live.values()];
    for (const live of all) live.controller.abort(new Error('the server is shutting down'));
    await Promise.all(all.map((l) => l.settled));
  }

  /**
   * Records a report cancelled by the caller: its unfinished simulations `simulation_cancelled`
   * and the report failed with `report_cancelled`. The coordinator records nothing when its own
   * signal fires (a pre-empted coordinator is restarted and resumes), so the caller's
   * cancellation is recorded here; each transition is guarded, so a finished record is kept.
   */
  private async recordCancelled(live: LiveReport): Promise<void> {
    const { records } = this.backend;
    const reason = `${CANCELLED_BY_CALLER.summary} [correlation ${live.correlationId}]`;
    for (const simulation of await records.getSimulations(live.id))
      if (simulation.status === 'pending' || simulation.status === 'running')
        await records.cancelSimulation(simulation.id, {
          reason,
          correlationId: live.correlationId,
        });
    await records.failReport(live.id, {
      code: CANCELLED_BY_CALLER.code,
      summary: reason,
      correlationId: live.correlationId,
    });
  }

  private async macroOutputOf(record: ReportRecord): Promise<MacroOutput | undefined> {
    const artifact = record.aggregateArtifact as { key?: unknown; sha256?: unknown } | null;
    if (typeof artifact?.key !== 'string') return undefined;
    const bytes = await this.backend.store.get(
      artifact.key,
      typeof artifact.sha256 === 'string' ? artifact.sha256 : undefined,
    );
    return MacroOutputSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
  }
}

function resultEvent(result: ReportExecutionResult): ReportEvent {
  return {
    kind: 'result',
    macroOutput: result.macroOutput,
    reportAggregateSha256: result.reportAggregateSha256,
  };
}

function duplicateFailure(existing: ReportRecord, live: LiveReport): Failure {
  return {
    code: 'report_duplicate',
    summary: `the same request is already ${existing.status} as ${existing.id} [correlation ${live.correlationId}]`,
    correlationId: live.correlationId,
    retryable: true,
  };
}

/** The failure of a report that did not finish: the coordinator's own, or one made at this edge. */
export function failureOfReport(error: unknown, correlationId: string): Failure {
  if (error instanceof FailureError) return error.failure;
  return failureFromError(error, {
    correlationId,
    fallbackCode: errorCode(error) ?? ApiCode.internalError,
  });
}
