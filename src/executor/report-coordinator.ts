import {
  failureFromError,
  ReportExecutionError,
  ReportExecutionResultSchema,
  type ArtifactDescriptor,
  type Failure,
  type ReportExecutionResult,
  type ReportRequest,
  type SimulationInput,
  type SimulationRole,
} from '../contract/index.js';
import type { JsonValue, Records, ReportRecord } from '../db/index.js';
import type { Call, CallState } from '../dispatch/index.js';
import { planOutputs } from '../report/index.js';
import type { ArtifactStore } from '../store/index.js';
import type { FailureReporter, Logger, Tracer } from '../telemetry/index.js';
import { checkReportRequest, reportRequestDigest } from './check-report-request.js';
import { CoordinatorRecorder } from './coordinator-records.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { aggregateOutcomes, storeAggregate } from './finish-report.js';
import { observeCalls } from './observe-calls.js';
import { compareWithReference } from './reference-comparison.js';
import type { SimulationOutcome } from './run-simulation.js';
import type { SimulationLauncher } from './simulation-launcher.js';
import type { CountryServices } from './simulation-runtime.js';

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

/** What the coordinator runs with. Everything is passed in. */
export interface CoordinatorDeps {
  readonly store: ArtifactStore;
  readonly launcher: SimulationLauncher;
  /** The countries served: models, regions and macro profiles. */
  readonly countries: CountryServices;
  /** The records database; required by `database` delivery, never touched by `return`. */
  readonly records?: Records;
  readonly logger: Logger;
  readonly tracer: Tracer;
  readonly failures: FailureReporter;
  /** The shared wait window, ms from coordinator entry (DESIGN.md §8). */
  readonly waitWindowMs: number;
  /** How long to wait for a running reference report, ms. Default 0 (compare only with a finished one). */
  readonly referenceWaitMs?: number;
  /** The coordinator's own cancellation (its call was cancelled or pre-empted). */
  readonly signal?: AbortSignal;
  /** The dispatch call running this coordinator: a restart of the same call resumes its own claim. */
  readonly dispatchCallId?: string;
  /** Plan race columns (`poverty_by_race`); default true (the synthetic US data has race). */
  readonly includeRace?: boolean;
  readonly observeIntervalsMs?: readonly number[];
  readonly now?: () => number;
}

/** What a coordinated report gave: the result, or the report that already owns this computation. */
export type CoordinatedReport =
  | {
      readonly kind: 'completed';
      readonly result: ReportExecutionResult;
      readonly aggregateArtifact?: ArtifactDescriptor;
    }
  | {
      readonly kind: 'duplicate';
      readonly reason: 'same_id' | 'same_request';
      readonly existing: ReportRecord;
    };

/** The coordinator itself was cancelled: its unfinished workers were cancelled, and no failure was recorded. */
export class ReportCancelledError extends ExecutorError {
  constructor(
    readonly reportId: string,
    reason: string,
  ) {
    super(ExecutorCode.reportCancelled, `report ${reportId} cancelled: ${reason}`);
    this.name = 'ReportCancelledError';
  }
}

const INVOCATION_CODES = new Set([
  'unknown_task',
  'dispatcher_closed',
  'call_not_found',
  'dispatch_backend_failed',
  'call_poll_failed',
  'call_timeout',
  'call_cancelled',
]);

/** The report-level code of a simulation's failure: typed codes are kept; dispatch-layer codes are mapped. */
export function simulationFailureCode(code: string): string {
  if (code === 'task_failed') return ExecutorCode.simulationExecutionFailed;
  if (INVOCATION_CODES.has(code)) return ExecutorCode.simulationInvocationFailed;
  return code;
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
 * Coordinates one report (DESIGN.md §1, §8): checks the request (every problem at once, before
 * anything runs), plans the output, claims the report (`database` delivery; a repeat is a
 * `duplicate`), starts baseline and reform, observes both inside one wait window that opened at
 * entry, reads and checks both artifacts, aggregates, and delivers — records and an aggregate
 * artifact (`database`, with an optional comparison against a reference report), or the result
 * alone (`return`, no records at all).
 *
 * On a worker's failure, the window closing, or its own failure after starting a worker, it
 * reports the failure to telemetry once, cancels every unfinished worker once (a segmented one
 * stops its segments), records them failed with `simulation_cancelled` and the reason, keeps a
 * finished sibling's outcome, records the report failed, and throws `ReportExecutionError`. Errors
 * while recording or cancelling are logged and never replace the failure. If its own signal
 * fires, it cancels its unfinished workers and throws {@link ReportCancelledError}, recording
 * nothing.
 */
export async function coordinateReport(
  raw: unknown,
  deps: CoordinatorDeps,
): Promise<CoordinatedReport> {
  const now = deps.now ?? Date.now;
  const deadline = now() + deps.waitWindowMs;
  const { request, model } = checkReportRequest(raw, deps.countries, {
    hasRecords: deps.records !== undefined,
  });
  const mode = request.delivery.mode;
  const records = mode === 'database' ? deps.records : undefined;
  const context = {
    deliveryMode: mode,
    reportId: request.reportId,
    correlationId: request.correlationId,
  };
  const span = deps.tracer.startSpan('report.coordinate', context);
  const recorder = new CoordinatorRecorder(records, deps.logger, {
    reportId: request.reportId,
    deliveryMode: mode,
  });
  const profile = deps.countries.profileOf(request.country);
  const plan = planOutputs(profile, request.aggregates, { includeRace: deps.includeRace ?? true });
  const started: Started[] = [];
  const cancelled = new Set<string>();
  const log = deps.logger.child(context);

  const stopUnfinished = async (reason: string, record: boolean): Promise<void> => {
    await Promise.all(
      started.map(async (s) => {
        if (isFinal(s.state) || cancelled.has(s.call.id)) return;
        cancelled.add(s.call.id);
        try {
          await s.call.cancel(reason);
        } catch (error) {
          log.error(
            {
              event: 'cancel_failed',
              simulationId: s.simulationId,
              role: s.role,
              errorType: error instanceof Error ? error.name : typeof error,
            },
            `cancelling simulation ${s.simulationId} of report ${request.reportId} failed`,
          );
        }
        if (record) await recorder.cancelSimulation(s.simulationId, reason, request.correlationId);
      }),
    );
  };
  const fail = async (
    failure: Failure,
    failedRole: SimulationRole | undefined,
    reason: string,
  ): Promise<never> => {
    const reported = deps.failures.report(failure, {
      ...context,
      ...(failedRole === undefined ? {} : { role: failedRole }),
      stage: failedRole === undefined ? 'coordinate' : 'simulation',
    }).failure;
    await stopUnfinished(reason, true);
    for (const s of started) {
      if (s.role === failedRole) await recorder.failSimulation(s.simulationId, reported);
      else if (s.state.kind === 'succeeded')
        await recorder.completeSimulation(
          s.simulationId,
          s.state.value.artifact as unknown as JsonValue,
          s.state.value.baselineCacheOutcome,
        );
    }
    await recorder.failReport(reported);
    span.end('error');
    throw new ReportExecutionError(reported, request.reportId);
  };
  const cancelledByCaller = async (): Promise<never> => {
    const reason =
      deps.signal?.reason instanceof Error
        ? deps.signal.reason.message
        : String(deps.signal?.reason ?? 'cancelled');
    await stopUnfinished(`Cancelled after the coordinator was cancelled: ${reason}`, false);
    span.end('cancelled');
    throw new ReportCancelledError(request.reportId, reason);
  };

  if (records !== undefined) {
    const claim = await records.claimReport({
      id: request.reportId,
      requestDigest: reportRequestDigest(request),
      request: request as unknown as JsonValue,
      country: request.country,
      year: request.year,
      modelVersion: model.version,
      deliveryMode: mode,
      correlationId: request.correlationId,
      ...(deps.dispatchCallId === undefined ? {} : { dispatchCallId: deps.dispatchCallId }),
    });
    const ownRestart =
      !claim.claimed &&
      claim.reason === 'same_id' &&
      deps.dispatchCallId !== undefined &&
      claim.existing.dispatchCallId === deps.dispatchCallId &&
      (claim.existing.status === 'pending' || claim.existing.status === 'running');
    if (!claim.claimed && !ownRestart) {
      log.info(
        { event: 'report_duplicate', reason: claim.reason, existing: claim.existing.id },
        `report ${request.reportId} is already computed by ${claim.existing.id}`,
      );
      span.end('ok');
      return { kind: 'duplicate', reason: claim.reason, existing: claim.existing };
    }
    await records.startReport(
      request.reportId,
      deps.dispatchCallId === undefined ? {} : { dispatchCallId: deps.dispatchCallId },
    );
  }

  try {
    for (const role of ['baseline', 'reform'] as const) {
      if (deps.signal?.aborted === true) return await cancelledByCaller();
      const simulationId = `${request.reportId}-${role}`;
      const input: SimulationInput = {
        role,
        country: request.country,
        year: request.year,
        region: request.region,
        dataset: request.dataset,
        policy: role === 'baseline' ? request.baselinePolicy : request.reformPolicy,
        outputPlan: plan,
        deliveryMode: mode,
        reportId: request.reportId,
        correlationId: request.correlationId,
        // The rules hash names the formula sources by a digest made at build time, so it is the same
        // in this process and in the workers however each loaded the code.
        expectedBundle: { modelVersion: model.version, systemHash: model.system.hash },
      };
      await recorder.attempt('create_simulation', simulationId, (r) =>
        r.createSimulation({
          id: simulationId,
          reportId: request.reportId,
          role,
          correlationId: request.correlationId,
        }),
      );
      let call: Call<SimulationOutcome>;
      try {
        call = await deps.launcher.launch(input, {
          segmented: segmentsOf(request, deps.countries),
        });
      } catch (error) {
        const typed = {
          ...failureFromError(error, {
            correlationId: request.correlationId,
            fallbackCode: ExecutorCode.simulationDispatchFailed,
          }),
          code: ExecutorCode.simulationDispatchFailed,
        };
        await recorder.failSimulation(simulationId, typed);
        return await fail(
          typed,
          undefined,
          `Cancelled after the ${role} simulation could not be started.`,
        );
      }
      started.push({ role, simulationId, call, state: { kind: 'pending' } });
      span.setAttributes({ [`${role}SimulationId`]: simulationId, [`${role}CallId`]: call.id });
      log.info(
        { event: 'simulation_started', role, simulationId, callId: call.id },
        `started ${role} simulation ${simulationId}`,
      );
      await recorder.startSimulation(simulationId, call.id);
    }
    const outcome = await observeCalls(
      started.map((s) => s.call),
      {
        deadline,
        ...(deps.signal === undefined ? {} : { signal: deps.signal }),
        ...(deps.observeIntervalsMs === undefined ? {} : { intervalsMs: deps.observeIntervalsMs }),
        correlationId: request.correlationId,
        now,
      },
    );
    outcome.states.forEach((state, i) => (started[i]!.state = state));
    switch (outcome.kind) {
      case 'aborted':
        return await cancelledByCaller();
      case 'timeout': {
        const seconds = Number((deps.waitWindowMs / 1000).toFixed(3));
        const waiting = outcome.unfinished.map((i) => started[i]!.role).join(' and ');
        const failure: Failure = {
          code: ExecutorCode.simulationWaitTimeout,
          summary: `the ${seconds}-second wait window closed before the ${waiting} simulation finished [correlation ${request.correlationId}]`,
          correlationId: request.correlationId,
          retryable: true,
        };
        return await fail(
          failure,
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
        return await fail(
          { ...own, code: simulationFailureCode(own.code) },
          s.role,
          `Cancelled after the ${s.role} simulation failed.`,
        );
      }
      case 'succeeded':
        break;
    }
    const [baseline, reform] = outcome.values as [SimulationOutcome, SimulationOutcome];
    for (const s of started)
      await recorder.completeSimulation(
        s.simulationId,
        (s.role === 'baseline' ? baseline : reform).artifact as unknown as JsonValue,
        (s.role === 'baseline' ? baseline : reform).baselineCacheOutcome,
      );
    const result = ReportExecutionResultSchema.parse(
      await aggregateOutcomes({ store: deps.store, request, plan, profile, baseline, reform }),
    );
    if (records === undefined) {
      span.end('ok');
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
        logger: log,
      });
    }
    await records.completeReport(request.reportId, {
      aggregateArtifact: aggregateArtifact as unknown as JsonValue,
      reportAggregateSha256: result.reportAggregateSha256,
    });
    span.end('ok');
    return { kind: 'completed', result, aggregateArtifact };
  } catch (error) {
    if (error instanceof ReportExecutionError || error instanceof ReportCancelledError) throw error;
    if (deps.signal?.aborted === true) return await cancelledByCaller();
    const failure = failureFromError(error, {
      correlationId: request.correlationId,
      fallbackCode: ExecutorCode.reportCoordinationFailed,
    });
    return await fail(
      { ...failure, code: ExecutorCode.reportCoordinationFailed },
      undefined,
      'Cancelled after the coordinator failed.',
    );
  }
}
