import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  failureFromError,
  FailureError,
  type Failure,
  type SimulationInput,
} from '../contract/index.js';
import type { Call, CallState, Dispatcher } from '../dispatch/index.js';
import { createThreadArtifactEncoder, type ArtifactEncoder } from './artifact-encoder.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import {
  runSegmentedSimulation,
  type SimulationOutcome,
  type WorkerRuntime,
} from './run-simulation.js';
import { SIMULATION_TASKS, type SegmentProgress } from './segment-fanout.js';
import type { SimulationTaskPayload } from './simulation-tasks.js';

/**
 * Starts simulations and hands back a call handle for each, segmented or not. A launch resolves
 * once the simulation's work is queued: its call spawned, or every segment call of it.
 */
export interface SimulationLauncher {
  launch(
    input: SimulationInput,
    options: { readonly segmented: boolean },
  ): Promise<Call<SimulationOutcome>>;
}

/** Options of {@link createSimulationLauncher}. */
export interface SimulationLauncherOptions<C> {
  readonly dispatcher: Dispatcher;
  /** The runtime configuration every task payload carries. */
  readonly config: C;
  /** The runtime the merging worker of a segmented simulation runs with (in this process). */
  readonly runtime: WorkerRuntime;
  /** Poll delays of segment observation (default 0.5 → 8 s backoff). */
  readonly intervalsMs?: readonly number[];
  /** Segment timeout, ms. */
  readonly segmentTimeoutMs?: number;
  readonly onProgress?: (event: SegmentProgress) => void;
  /** Where a segment's failure is reported, once. */
  readonly onSegmentFailure?: (failure: Failure) => void;
  readonly onCancelError?: (segmentIndex: number, error: unknown) => void;
  /** How a segmented simulation's merged frames become its artifact (default: on a thread of the launcher's own). */
  readonly artifactEncoder?: ArtifactEncoder;
}

/**
 * The launcher of the coordinator: an unsegmented simulation is one `simulate` call on the
 * dispatcher; a segmented one is a merging worker that runs in this process (an in-process call)
 * and fans out its `simulate-segment` calls on the dispatcher. The merging worker runs beside the
 * coordinator, not in a pool thread, because a pool thread waiting on calls of its own pool can
 * deadlock it (two workers holding both threads while their segments queue); its work — spawning,
 * merging and writing — is light, the segments carry the computation. Encoding the merged
 * artifact is not light for a large population, so there it runs on the encoder's thread
 * ({@link createThreadArtifactEncoder}): this thread stays free to hand the next simulation's
 * segments to the dispatcher's threads.
 */
export function createSimulationLauncher<C>(
  options: SimulationLauncherOptions<C>,
): SimulationLauncher {
  const encoder = options.artifactEncoder ?? createThreadArtifactEncoder();
  const payloadOf = (input: SimulationInput): SimulationTaskPayload<C> => ({
    input,
    config: options.config,
  });
  return {
    async launch(input, { segmented }) {
      if (!segmented)
        return options.dispatcher.spawn<SimulationTaskPayload<C>, SimulationOutcome>(
          SIMULATION_TASKS.simulate,
          payloadOf(input),
          { correlationId: input.correlationId },
        );
      // Launched once its segment calls are spawned (or it has failed first): the segments of
      // the simulation launched next queue behind them, so this one finishes first and is merged
      // and written while the next one still computes.
      let spawned!: () => void;
      const allSpawned = new Promise<void>((resolve) => (spawned = resolve));
      const call = startInProcessCall<SimulationOutcome>(input.correlationId, (signal) =>
        runSegmentedSimulation(
          input,
          { ...options.runtime, signal },
          {
            dispatcher: options.dispatcher,
            payloadOf,
            onSpawned: spawned,
            ...(options.intervalsMs === undefined ? {} : { intervalsMs: options.intervalsMs }),
            ...(options.segmentTimeoutMs === undefined
              ? {}
              : { deadline: Date.now() + options.segmentTimeoutMs }),
            ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
            ...(options.onSegmentFailure === undefined
              ? {}
              : { onSegmentFailure: options.onSegmentFailure }),
            ...(options.onCancelError === undefined
              ? {}
              : { onCancelError: options.onCancelError }),
          },
          encoder,
        ).finally(spawned),
      );
      await allSpawned;
      return call;
    },
  };
}

/**
 * Runs an async function as a {@link Call} in this process: `cancel` aborts the signal handed to
 * the function (first reason kept; a finished call keeps its outcome), failures become `Failure`s
 * with the thrown error's code (`simulation_execution_failed` when it has none) and its segment
 * index.
 */
export function startInProcessCall<R>(
  correlationId: string,
  run: (signal: AbortSignal) => Promise<R>,
  stopGraceMs = 5_000,
): Call<R> {
  const id = randomUUID();
  const controller = new AbortController();
  const events = new EventEmitter();
  let state: CallState<R> = { kind: 'running' };
  let cancelReason: string | undefined;
  const settle = (next: CallState<R>): void => {
    if (state.kind !== 'running' && state.kind !== 'pending') return;
    state = next;
    events.emit('settled');
  };
  const finished: Promise<void> = Promise.resolve()
    .then(() => run(controller.signal))
    .then(
      (value) =>
        settle(
          cancelReason === undefined
            ? { kind: 'succeeded', value }
            : { kind: 'cancelled', reason: cancelReason },
        ),
      (error: unknown) => {
        if (cancelReason !== undefined) return settle({ kind: 'cancelled', reason: cancelReason });
        const segmentIndex = error instanceof ExecutorError ? error.segmentIndex : undefined;
        settle({
          kind: 'failed',
          failure: failureFromError(error, {
            correlationId,
            fallbackCode: ExecutorCode.simulationExecutionFailed,
            ...(segmentIndex === undefined ? {} : { segmentIndex }),
          }),
        });
      },
    );
  const waitSettled = (timeoutMs?: number): Promise<void> =>
    new Promise((resolve) => {
      if (state.kind !== 'running') return resolve();
      const done = (): void => {
        if (timer !== undefined) clearTimeout(timer);
        events.off('settled', done);
        resolve();
      };
      const timer = timeoutMs === undefined ? undefined : setTimeout(done, timeoutMs);
      events.on('settled', done);
    });
  return {
    id,
    correlationId,
    async poll() {
      return state;
    },
    async result(timeoutMs) {
      await waitSettled(timeoutMs);
      const final = state as CallState<R>;
      switch (final.kind) {
        case 'succeeded':
          return final.value;
        case 'failed':
          throw new FailureError(final.failure);
        case 'cancelled':
          throw new FailureError({
            code: 'call_cancelled',
            summary: `call cancelled: ${final.reason}`,
            correlationId,
            retryable: false,
          });
        default:
          throw new FailureError({
            code: 'call_timeout',
            summary: `call ${id} did not finish within ${timeoutMs} ms`,
            correlationId,
            retryable: false,
          });
      }
    },
    async cancel(reason) {
      if (state.kind !== 'running' || cancelReason !== undefined) return;
      cancelReason = reason;
      controller.abort(new Error(reason));
      // The merging worker cancels its own segment calls on the signal; wait (bounded) until it has.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        finished,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, stopGraceMs))),
      ]);
      if (timer !== undefined) clearTimeout(timer);
      settle({ kind: 'cancelled', reason });
    },
  };
}
