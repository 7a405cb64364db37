import {
  FailureError,
  failureFromError,
  type Failure,
  type SimulationInput,
} from '../contract/index.js';
import type { Call, CallState, Dispatcher } from '../dispatch/index.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { observeCalls } from './observe-calls.js';
import type { SegmentResult } from './segment-result.js';

/** Task names of the executor's tasks module. */
export const SIMULATION_TASKS = {
  simulate: 'simulate',
  simulateSegment: 'simulate-segment',
} as const;

/** A progress event of a segmented simulation. */
export interface SegmentProgress {
  readonly role: SimulationInput['role'];
  readonly segmentIndex: number;
  readonly state: CallState<unknown>['kind'];
}

/** The timing of one segment call, as the worker saw it. */
export interface SegmentTiming {
  readonly segmentIndex: number;
  /** From spawn to the observation of its end, ms. */
  readonly wallMs: number;
  /** Inside the call, ms. */
  readonly computeMs: number;
}

/** Options of {@link fanOutSegments}. */
export interface FanOutOptions {
  readonly dispatcher: Dispatcher;
  readonly segmentCount: number;
  /** The payload of segment `index`'s call (the segment's input plus whatever the tasks module needs). */
  readonly payloadOf: (input: SimulationInput) => unknown;
  readonly signal?: AbortSignal;
  /** Epoch ms after which the fan-out stops (segment timeout). */
  readonly deadline?: number;
  readonly intervalsMs?: readonly number[];
  readonly onProgress?: (event: SegmentProgress) => void;
  /** Told once of the failure of a segment, where it happens (telemetry's exactly-once report). */
  readonly onSegmentFailure?: (failure: Failure) => void;
  /** Told of an error while cancelling a segment call (logged, never replacing the failure). */
  readonly onCancelError?: (segmentIndex: number, error: unknown) => void;
  /** Told once every segment call is spawned (before any is observed). */
  readonly onSpawned?: () => void;
}

/** What a successful fan-out returns. */
export interface FanOutResult {
  readonly results: SegmentResult[];
  readonly timings: SegmentTiming[];
}

/**
 * Runs a simulation as segment calls (DESIGN.md §8, seed 004): spawns one `simulate-segment` call
 * per segment, keeping each handle the moment it exists, observes them all with backoff (waking
 * on completion events), and returns their results in index order when all succeed. On any
 * failure, cancellation, deadline or abort — including one while still spawning — every started
 * call is cancelled, once each, before the error is thrown: `segment_execution_failed` with the
 * failing segment's index (its own code and summary kept in the message), `simulation_cancelled`
 * for an abort, `simulation_wait_timeout` past the deadline.
 */
export async function fanOutSegments(
  input: SimulationInput,
  options: FanOutOptions,
): Promise<FanOutResult> {
  const calls: Call<SegmentResult>[] = [];
  const started: number[] = [];
  const cancelled = new Set<string>();
  const cancelAll = async (reason: string): Promise<void> => {
    await Promise.all(
      calls.map(async (call, index) => {
        if (cancelled.has(call.id)) return;
        cancelled.add(call.id);
        try {
          await call.cancel(reason);
        } catch (error) {
          options.onCancelError?.(index, error);
        }
      }),
    );
  };
  const abortReason = (): string => {
    const reason: unknown = options.signal?.reason;
    return reason instanceof Error ? reason.message : String(reason ?? 'aborted');
  };
  for (let index = 0; index < options.segmentCount; index++) {
    if (options.signal?.aborted === true) {
      await cancelAll(`simulation cancelled: ${abortReason()}`);
      throw new ExecutorError(
        ExecutorCode.simulationCancelled,
        `${input.role} simulation cancelled while starting segments: ${abortReason()}`,
      );
    }
    try {
      const call = await options.dispatcher.spawn<unknown, SegmentResult>(
        SIMULATION_TASKS.simulateSegment,
        options.payloadOf({ ...input, segmentIndex: index }),
        {
          correlationId: input.correlationId,
        },
      );
      calls.push(call);
      started.push(Date.now());
      options.onProgress?.({ role: input.role, segmentIndex: index, state: 'pending' });
    } catch (error) {
      const own = failureFromError(error, {
        correlationId: input.correlationId,
        fallbackCode: ExecutorCode.simulationDispatchFailed,
        segmentIndex: index,
      });
      const failed = new ExecutorError(
        ExecutorCode.segmentExecutionFailed,
        `segment ${index} of the ${input.role} simulation could not be started (${own.code}): ${withoutCorrelation(own.summary, own.correlationId)}`,
        { segmentIndex: index, cause: error },
      );
      options.onSegmentFailure?.(
        failureFromError(failed, {
          correlationId: input.correlationId,
          fallbackCode: ExecutorCode.segmentExecutionFailed,
          segmentIndex: index,
        }),
      );
      await cancelAll(`segment ${index} could not be started`);
      throw failed;
    }
  }
  options.onSpawned?.();
  const ended = new Map<number, number>();
  const outcome = await observeCalls(calls, {
    ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.intervalsMs === undefined ? {} : { intervalsMs: options.intervalsMs }),
    correlationId: input.correlationId,
    onState: (index, state) => {
      if (state.kind === 'succeeded' || state.kind === 'failed' || state.kind === 'cancelled')
        ended.set(index, Date.now());
      options.onProgress?.({ role: input.role, segmentIndex: index, state: state.kind });
    },
  });
  switch (outcome.kind) {
    case 'succeeded':
      return {
        results: outcome.values,
        timings: outcome.values.map((r, i) => ({
          segmentIndex: i,
          wallMs: (ended.get(i) ?? Date.now()) - started[i]!,
          computeMs: r.computeMs,
        })),
      };
    case 'failed': {
      const own = outcome.failure;
      const cause = withoutCorrelation(own.summary, own.correlationId);
      const error = new ExecutorError(
        ExecutorCode.segmentExecutionFailed,
        `segment ${outcome.index} of the ${input.role} simulation failed (${own.code}): ${cause}`,
        {
          segmentIndex: outcome.index,
          // The segment's own typed issues, each placed under its segment; its own code is the cause.
          issues: (own.issues ?? [{ code: own.code, path: '', message: cause }]).map((issue) => ({
            ...issue,
            path:
              issue.path === ''
                ? `segments[${outcome.index}]`
                : `segments[${outcome.index}].${issue.path}`,
          })),
          cause: new FailureError(own),
        },
      );
      // Reported once, here, as the failure the simulation and the report will carry.
      options.onSegmentFailure?.(
        failureFromError(error, {
          correlationId: input.correlationId,
          fallbackCode: ExecutorCode.segmentExecutionFailed,
          segmentIndex: outcome.index,
        }),
      );
      await cancelAll(`segment ${outcome.index} failed`);
      throw error;
    }
    case 'cancelled':
      await cancelAll(`segment ${outcome.index} was cancelled`);
      throw new ExecutorError(
        ExecutorCode.segmentExecutionFailed,
        `segment ${outcome.index} of the ${input.role} simulation was cancelled: ${outcome.reason}`,
        { segmentIndex: outcome.index },
      );
    case 'timeout':
      await cancelAll('the segment deadline passed');
      throw new ExecutorError(
        ExecutorCode.simulationWaitTimeout,
        `segments ${outcome.unfinished.join(', ')} of the ${input.role} simulation did not finish in time`,
      );
    case 'aborted':
      await cancelAll(`simulation cancelled: ${outcome.reason}`);
      throw new ExecutorError(
        ExecutorCode.simulationCancelled,
        `${input.role} simulation cancelled: ${outcome.reason}`,
      );
  }
}

/** A failure summary without its `[correlation …]` suffix (the wrapping failure adds its own). */
function withoutCorrelation(summary: string, correlationId: string): string {
  const suffix = ` [correlation ${correlationId}]`;
  return summary.endsWith(suffix) ? summary.slice(0, -suffix.length) : summary;
}
