import {
  failureFromError,
  ReportExecutionError,
  ReportExecutionResultSchema,
  type Failure,
  type OutputPlan,
  type ReportExecutionResult,
  type ReportRequest,
  type SimulationInput,
  type SimulationRole,
} from '../contract/index.js';
import { randomUUID } from 'node:crypto';
import type { JsonValue, Records, ReportRecord } from '../db/index.js';
import type { Call, CallState } from '../dispatch/index.js';
import { planOutputs, type MacroProfile } from '../report/index.js';
import type { Logger, Span } from '../telemetry/index.js';
import { checkReportRequest } from './check-report-request.js';
import { CoordinatorRecorder } from './coordinator-records.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { aggregateOutcomes, storeAggregate } from './finish-report.js';
import { observeCalls } from './observe-calls.js';
import { compareWithReference } from './reference-comparison.js';
import { claimReport, leaseTerms, renewLeaseEvery, type ReportLeaseTerms } from './report-claim.js';
import type { CoordinatedReport, CoordinatorDeps } from './coordinator-deps.js';
import { ReportCancelledError, simulationFailureCode } from './report-failure.js';
import type { SimulationOutcome } from './run-simulation.js';
import type { CountryModel, CountryServices } from './simulation-runtime.js';

/**
 * Whether a report's simulations run as segment calls: a national region of a country that has
 * segments, unless the request says `segmented: false`. A state or region group is one call.
 */
function segmentsOf(request: ReportRequest, countries: CountryServices): boolean {
  return (
    (request.options.segmented ?? true) &&
    countries.regions.kindOf(request.country, request.region) === 'national' &&
    countries.regions.segmentCount(request.country) > 0
  );
}

interface Started {
  readonly role: SimulationRole;
  readonly simulationId: string;
  readonly call: Call<SimulationOutcome>;
  state: CallState<SimulationOutcome>;
}

const isFinal = (s: CallState<unknown>): boolean =>
  s.kind === 'succeeded' || s.kind === 'failed' || s.kind === 'cancelled';

/**
 * One coordinated report, as named steps (see {@link coordinateReport} for the contract):
 * {@link claim}, {@link startSimulations}, {@link awaitSimulations}, {@link deliver}; every way
 * out of them is {@link fail}, {@link cancelledByCaller} or {@link failFrom}. Made per report.
 */
export class ReportRun {
  readonly request: ReportRequest;
  readonly #deps: CoordinatorDeps;
  readonly #model: CountryModel;
  readonly #now: () => number;
  /** The wait window closes this long after entry (DESIGN.md §8). */
  readonly #deadline: number;
  readonly #plan: OutputPlan;
  readonly #profile: MacroProfile;
  readonly #context: Readonly<Record<string, string>>;
  readonly #span: Span;
  readonly #log: Logger;
  readonly #started: Started[] = [];
  readonly #cancelled = new Set<string>();
  /** Fires when the caller cancels or when the lease is lost; the reason says which. */
  readonly #lost = new AbortController();
  readonly #signal: AbortSignal;
  readonly #lease: ReportLeaseTerms;
  // Cleared when this run only repairs an earlier report's missing aggregate: it records nothing.
  #records: Records | undefined;
  #repairOf: ReportRecord | undefined;
  #recorder: CoordinatorRecorder;
  #heartbeat: ReturnType<typeof setInterval> | undefined;

  /** Checks the request (every problem at once, before anything runs) and plans the output. */
  constructor(raw: unknown, deps: CoordinatorDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#deadline = this.#now() + deps.waitWindowMs;
    const { request, model } = checkReportRequest(raw, deps.countries, {
      hasRecords: deps.records !== undefined,
    });
    this.request = request;
    this.#model = model;
    this.#records = request.delivery.mode === 'database' ? deps.records : undefined;
    this.#context = {
      deliveryMode: request.delivery.mode,
      reportId: request.reportId,
      correlationId: request.correlationId,
    };
    this.#span = deps.tracer.startSpan('report.coordinate', this.#context);
    this.#profile = deps.countries.profileOf(request.country);
    this.#plan = planOutputs(this.#profile, request.aggregates, {
      includeRace: deps.includeRace ?? true,
    });
    this.#log = deps.logger.child(this.#context);
    this.#signal =
      deps.signal === undefined
        ? this.#lost.signal
        : AbortSignal.any([deps.signal, this.#lost.signal]);
    this.#lease = leaseTerms(deps.dispatchCallId ?? `coordinator-${randomUUID()}`, deps.lease);
    this.#recorder = this.#makeRecorder();
  }

  /**
   * Claims the report (`database` delivery): a repeat is a `duplicate`, returned as is; an earlier
   * succeeded report with an unreadable aggregate is recomputed without records. Then starts the
   * report and its lease's heartbeat. Undefined when this run goes on.
   */
  async claim(): Promise<CoordinatedReport | undefined> {
    const records = this.#records;
    if (records === undefined) return undefined;
    const { request } = this;
    const claim = await claimReport(records, this.#deps.store, {
      request,
      modelVersion: this.#model.version,
      lease: this.#lease,
      ...(this.#deps.dispatchCallId === undefined
        ? {}
        : { dispatchCallId: this.#deps.dispatchCallId }),
    });
    if (claim.kind === 'duplicate') {
      this.#log.info(
        { event: 'report_duplicate', reason: claim.reason, existing: claim.existing.id },
        `report ${request.reportId} is already computed by ${claim.existing.id}`,
      );
      this.#span.end('ok');
      return { kind: 'duplicate', reason: claim.reason, existing: claim.existing };
    }
    if (claim.kind === 'repair') {
      this.#log.info(
        { event: 'report_repair', existing: claim.existing.id },
        `report ${claim.existing.id} succeeded but its aggregate artifact is missing or damaged: recomputing it`,
      );
      this.#repairOf = claim.existing;
      this.#records = undefined;
      // A repair run writes nothing.
      this.#recorder = this.#makeRecorder();
      return undefined;
    }
    await records.startReport(
      request.reportId,
      this.#deps.dispatchCallId === undefined ? {} : { dispatchCallId: this.#deps.dispatchCallId },
    );
    if (claim.ownRestart) await records.renewLease(request.reportId, this.#lease);
    this.#heartbeat = renewLeaseEvery(records, request.reportId, this.#lease, {
      everyMs: this.#deps.lease?.renewEveryMs ?? Math.max(10, Math.floor(this.#lease.ttlMs / 3)),
      onLost: () =>
        this.#lost.abort(
          new Error(
            'its lease could not be renewed: the report was cancelled, or abandoned and taken over',
          ),
        ),
      log: this.#log,
    });
    return undefined;
  }

  /** Creates, launches and records the baseline and the reform simulation, in that order. */
  async startSimulations(): Promise<void> {
    const { request } = this;
    for (const role of ['baseline', 'reform'] as const) {
      if (this.#signal.aborted) await this.cancelledByCaller();
      const simulationId = `${request.reportId}-${role}`;
      await this.#recorder.attempt('create_simulation', simulationId, (r) =>
        r.createSimulation({
          id: simulationId,
          reportId: request.reportId,
          role,
          correlationId: request.correlationId,
        }),
      );
      let call: Call<SimulationOutcome>;
      try {
        call = await this.#deps.launcher.launch(this.#inputOf(role), {
          segmented: segmentsOf(request, this.#deps.countries),
        });
      } catch (error) {
        const typed = {
          ...failureFromError(error, {
            correlationId: request.correlationId,
            fallbackCode: ExecutorCode.simulationDispatchFailed,
          }),
          code: ExecutorCode.simulationDispatchFailed,
        };
        await this.#recorder.failSimulation(simulationId, typed);
        return await this.fail(
          typed,
          undefined,
          `Cancelled after the ${role} simulation could not be started.`,
        );
      }
      this.#started.push({ role, simulationId, call, state: { kind: 'pending' } });
      this.#span.setAttributes({
        [`${role}SimulationId`]: simulationId,
        [`${role}CallId`]: call.id,
      });
      this.#log.info(
        { event: 'simulation_started', role, simulationId, callId: call.id },
        `started ${role} simulation ${simulationId}`,
      );
      await this.#recorder.startSimulation(simulationId, call.id);
    }
  }

  /**
   * Observes both simulations inside the wait window that opened at entry and records them
   * succeeded; a failure, a cancellation, the window closing or the caller's cancellation ends
   * the run through {@link fail} or {@link cancelledByCaller}.
   */
  async awaitSimulations(): Promise<readonly [SimulationOutcome, SimulationOutcome]> {
    const { request } = this;
    const started = this.#started;
    const outcome = await observeCalls(
      started.map((s) => s.call),
      {
        deadline: this.#deadline,
        signal: this.#signal,
        ...(this.#deps.observeIntervalsMs === undefined
          ? {}
          : { intervalsMs: this.#deps.observeIntervalsMs }),
        correlationId: request.correlationId,
        now: this.#now,
      },
    );
    outcome.states.forEach((state, i) => (started[i]!.state = state));
    switch (outcome.kind) {
      case 'aborted':
        return await this.cancelledByCaller();
      case 'timeout': {
        const seconds = Number((this.#deps.waitWindowMs / 1000).toFixed(3));
        const waiting = outcome.unfinished.map((i) => started[i]!.role).join(' and ');
        return await this.fail(
          {
            code: ExecutorCode.simulationWaitTimeout,
            summary: `the ${seconds}-second wait window closed before the ${waiting} simulation finished [correlation ${request.correlationId}]`,
            correlationId: request.correlationId,
            retryable: true,
          },
          undefined,
          `Cancelled after the ${seconds}-second wait window closed.`,
        );
      }
      case 'failed':
      case 'cancelled': {
        const s = started[outcome.index]!;
        const own: Failure =
          outcome.kind === 'failed'
            ? outcome.failure
            : {
                code: 'call_cancelled',
                summary: `the ${s.role} simulation was cancelled: ${outcome.reason} [correlation ${request.correlationId}]`,
                correlationId: request.correlationId,
                retryable: true,
              };
        return await this.fail(
          withReportCode(own),
          s.role,
          `Cancelled after the ${s.role} simulation failed.`,
        );
      }
      case 'succeeded':
        break;
    }
    const values = outcome.values as [SimulationOutcome, SimulationOutcome];
    for (const [i, s] of started.entries())
      await this.#recorder.completeSimulation(
        s.simulationId,
        values[i]!.artifact as unknown as JsonValue,
        values[i]!.baselineCacheOutcome,
      );
    const byRole = (role: SimulationRole): SimulationOutcome =>
      values[started.findIndex((s) => s.role === role)]!;
    return [byRole('baseline'), byRole('reform')];
  }

  /**
   * Aggregates both outcomes and delivers: the result alone (`return`), a repair's aggregate
   * stored again, or the aggregate artifact, the comparison with a reference and the report
   * completed in the records (`database`).
   */
  async deliver(
    baseline: SimulationOutcome,
    reform: SimulationOutcome,
  ): Promise<CoordinatedReport> {
    const { request } = this;
    const deps = this.#deps;
    const result = ReportExecutionResultSchema.parse(
      await aggregateOutcomes({
        store: deps.store,
        request,
        plan: this.#plan,
        profile: this.#profile,
        baseline,
        reform,
      }),
    );
    if (this.#repairOf !== undefined) return await this.#repaired(this.#repairOf, result);
    const records = this.#records;
    if (records === undefined) {
      this.#span.end('ok');
      return { kind: 'completed', result };
    }
    const aggregateArtifact = await storeAggregate(deps.store, result);
    if (request.delivery.compareWith !== undefined) {
      await compareWithReference({
        records,
        store: deps.store,
        reportId: request.reportId,
        referenceId: request.delivery.compareWith,
        macroOutput: result.macroOutput,
        waitMs: deps.referenceWaitMs ?? 0,
        logger: this.#log,
      });
    }
    const completed = await records.completeReport(request.reportId, {
      aggregateArtifact: aggregateArtifact as unknown as JsonValue,
      reportAggregateSha256: result.reportAggregateSha256,
    });
    if (!completed) {
      this.#span.end('cancelled');
      throw new ReportCancelledError(
        request.reportId,
        'it was cancelled, or abandoned and taken over, before its result could be recorded',
      );
    }
    this.#span.end('ok');
    return { kind: 'completed', result, aggregateArtifact };
  }

  /**
   * Reports the failure to telemetry once, cancels every unfinished simulation once (recording
   * each cancelled with the reason), records the failed simulation and keeps a finished sibling's
   * outcome, records the report failed, and throws `ReportExecutionError`.
   */
  async fail(
    failure: Failure,
    failedRole: SimulationRole | undefined,
    reason: string,
  ): Promise<never> {
    const reported = this.#deps.failures.report(failure, {
      ...this.#context,
      ...(failedRole === undefined ? {} : { role: failedRole }),
      stage: failedRole === undefined ? 'coordinate' : 'simulation',
    }).failure;
    await this.#stopUnfinished(reason, true);
    for (const s of this.#started) {
      if (s.role === failedRole) await this.#recorder.failSimulation(s.simulationId, reported);
      else if (s.state.kind === 'succeeded')
        await this.#recorder.completeSimulation(
          s.simulationId,
          s.state.value.artifact as unknown as JsonValue,
          s.state.value.baselineCacheOutcome,
        );
    }
    await this.#recorder.failReport(reported);
    this.#span.end('error');
    throw new ReportExecutionError(reported, this.request.reportId);
  }

  /** Cancels the unfinished simulations without recording anything and throws {@link ReportCancelledError}. */
  async cancelledByCaller(): Promise<never> {
    const reason: unknown = this.#signal.reason;
    const words = reason instanceof Error ? reason.message : String(reason ?? 'cancelled');
    await this.#stopUnfinished(`Cancelled after the coordinator was cancelled: ${words}`, false);
    this.#span.end('cancelled');
    throw new ReportCancelledError(this.request.reportId, words);
  }

  /** The way out for anything else thrown inside the run: the coordinator failed (or was cancelled). */
  async failFrom(error: unknown): Promise<never> {
    if (error instanceof ReportExecutionError || error instanceof ReportCancelledError) throw error;
    if (this.#signal.aborted) return await this.cancelledByCaller();
    const failure = failureFromError(error, {
      correlationId: this.request.correlationId,
      fallbackCode: ExecutorCode.reportCoordinationFailed,
    });
    return await this.fail(
      withCause(failure, ExecutorCode.reportCoordinationFailed),
      undefined,
      'Cancelled after the coordinator failed.',
    );
  }

  /** Stops the lease's heartbeat. */
  close(): void {
    clearInterval(this.#heartbeat);
  }

  #makeRecorder(): CoordinatorRecorder {
    return new CoordinatorRecorder(
      this.#records,
      this.#deps.logger,
      { reportId: this.request.reportId, deliveryMode: this.request.delivery.mode },
      this.#deps.recordsRetryMs,
    );
  }

  #inputOf(role: SimulationRole): SimulationInput {
    const { request } = this;
    return {
      role,
      country: request.country,
      year: request.year,
      region: request.region,
      dataset: request.dataset,
      policy: role === 'baseline' ? request.baselinePolicy : request.reformPolicy,
      outputPlan: this.#plan,
      deliveryMode: request.delivery.mode,
      reportId: request.reportId,
      correlationId: request.correlationId,
      // The rules hash names the formula sources by a digest made at build time, so it is the same
      // in this process and in the workers however each loaded the code.
      expectedBundle: { modelVersion: this.#model.version, systemHash: this.#model.system.hash },
    };
  }

  async #stopUnfinished(reason: string, record: boolean): Promise<void> {
    await Promise.all(
      this.#started.map(async (s) => {
        if (isFinal(s.state) || this.#cancelled.has(s.call.id)) return;
        this.#cancelled.add(s.call.id);
        try {
          await s.call.cancel(reason);
        } catch (error) {
          this.#log.error(
            {
              event: 'cancel_failed',
              simulationId: s.simulationId,
              role: s.role,
              errorType: error instanceof Error ? error.name : typeof error,
            },
            `cancelling simulation ${s.simulationId} of report ${this.request.reportId} failed`,
          );
        }
        if (record)
          await this.#recorder.cancelSimulation(s.simulationId, reason, this.request.correlationId);
      }),
    );
  }

  async #repaired(
    existing: ReportRecord,
    result: ReportExecutionResult,
  ): Promise<CoordinatedReport> {
    if (result.reportAggregateSha256 !== existing.reportAggregateSha256)
      throw new ExecutorError(
        ExecutorCode.artifactMismatch,
        `recomputing report ${existing.id} gave digest ${result.reportAggregateSha256}, not the recorded ${existing.reportAggregateSha256 ?? '(none)'}`,
      );
    const aggregateArtifact = await storeAggregate(this.#deps.store, result);
    this.#log.info(
      { event: 'report_repaired', existing: existing.id, key: aggregateArtifact.key },
      `report ${existing.id}: aggregate artifact stored again`,
    );
    this.#span.end('ok');
    return {
      kind: 'completed',
      result: { ...result, reportId: existing.id },
      aggregateArtifact,
      repaired: existing,
    };
  }
}

/** A simulation's failure under its report-level code; a mapped dispatch code is kept as its cause. */
function withReportCode(own: Failure): Failure {
  return withCause(own, simulationFailureCode(own.code));
}

/** The failure under `code`; when that replaces its own code, its own code and summary become its cause (unless it has one). */
function withCause(failure: Failure, code: string): Failure {
  if (code === failure.code) return failure;
  return {
    ...failure,
    code,
    ...(failure.cause === undefined
      ? { cause: { code: failure.code, summary: failure.summary } }
      : {}),
  };
}
