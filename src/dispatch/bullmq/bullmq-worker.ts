import { availableParallelism } from 'node:os';
import type { Job, QueueEventsListener, UnrecoverableError } from 'bullmq';
import { bullmq } from './bullmq-module.js';
import type { Failure } from '../../contract/index.js';
import { FailureError, failureFromError } from '../../contract/index.js';
import { toJsonValue } from '../binary-values.js';
import { dispatchFailure, DispatchFailureCode } from '../dispatch-failure.js';
import { createLocalDispatcher } from '../local/local-dispatcher.js';
import type { LocalDispatcherStats } from '../local/local-dispatcher.js';
import { CANCEL_EVENT, cancelField } from './bullmq-protocol.js';
import {
  DEFAULT_QUEUE_CONNECT_TIMEOUT_MS,
  describeQueueAddress,
  QueueUnreachableError,
} from './bullmq-dispatcher.js';
import type { CancelEvent, JobData, QueueAddress } from './bullmq-protocol.js';
import { openQueue, openQueueEvents, openWorker } from './queue-classes.js';

/** Options of {@link startBullmqWorker}. */
export interface BullmqWorkerOptions extends QueueAddress {
  /** The tasks module (a `.ts` or `.js` file): a `file:` URL, or a path. */
  readonly tasksModule: URL | string;
  /** Jobs run at once, each on its own thread. Default: `os.availableParallelism()`. */
  readonly concurrency?: number;
  /** Milliseconds a job's lock lasts without renewal (BullMQ `lockDuration`). Default 30 000. */
  readonly lockDurationMs?: number;
  /** Milliseconds between checks for stalled jobs (BullMQ `stalledInterval`). Default 30 000. */
  readonly stalledIntervalMs?: number;
  /** How many times a job may stall (its worker died) before it fails. Default 1. */
  readonly maxStalledCount?: number;
  /** Milliseconds a cancelled task has to stop by itself before its thread is terminated. */
  readonly abortGraceMs?: number;
  /**
   * Milliseconds between reads of the running jobs' cancellation reasons in the queue: how late
   * a cancellation whose event this worker missed is seen. Default 1 000.
   */
  readonly cancelCheckIntervalMs?: number;
  /** Secret values removed from failure summaries. */
  readonly secrets?: readonly string[];
  /**
   * Receives errors of the worker's connections and job bookkeeping once it has started (a failure
   * to start rejects `startBullmqWorker` instead, and is reported only there). Default: a process
   * warning.
   */
  readonly onError?: (error: Error) => void;
  /**
   * Deadline for the queue to answer at start-up, ms (default {@link DEFAULT_QUEUE_CONNECT_TIMEOUT_MS}):
   * past it, `startBullmqWorker` rejects with `queue_unreachable` naming the address. Once
   * started, a lost connection is retried for ever (a Redis restart).
   */
  readonly connectTimeoutMs?: number;
}

/** Where a job of a {@link BullmqWorker} is: the queue read before and after its task, or its task. */
export type JobPhase = 'checking-cancellation' | 'running' | 'checking-cancellation-after';

/** What a {@link BullmqWorker} is doing, for logs and diagnostics. */
export interface BullmqWorkerStats {
  /** Jobs this worker took and has not finished with (their processor has not returned). */
  readonly processingJobs: number;
  /** Those jobs: id, task, phase and milliseconds in that phase. */
  readonly jobs: readonly {
    readonly id: string;
    readonly task: string;
    readonly phase: JobPhase;
    readonly forMs: number;
  }[];
  /**
   * The latest cancellations seen (up to 20): by event (whether it aborted a job here) or found by
   * reading the queue (a missed or late event).
   */
  readonly cancellations: readonly WorkerCancellation[];
  /** The thread pool the jobs' tasks run on. */
  readonly pool: LocalDispatcherStats;
}

/** A running BullMQ worker (see {@link startBullmqWorker}). */
export interface BullmqWorker {
  /** The BullMQ worker id. */
  readonly id: string;
  /** What the worker is doing now. */
  stats(): BullmqWorkerStats;
  /**
   * Stops taking jobs and closes every connection and thread. Graceful by default: running jobs
   * finish first. `force` abandons them (they stall and another worker runs them again).
   */
  close(options?: { readonly force?: boolean }): Promise<void>;
}

/**
 * Starts a worker that runs the queue's jobs with the tasks of `tasksModule`. Each job's task runs
 * on a thread of a `LocalDispatcher` pool, so CPU-heavy tasks never block the event loop and the
 * job locks keep renewing. The worker listens for cancellation events of the queue and aborts the
 * matching job (`Worker.cancelJob` → the processor's signal → the local call's cancellation), and
 * checks each job's cancellation key before starting it. A failed task fails its job with an
 * `UnrecoverableError` whose message is the serialised `Failure` (no retries: a task's failure is
 * an outcome; only a dead worker's job is run again).
 */
export async function startBullmqWorker(given: BullmqWorkerOptions): Promise<BullmqWorker> {
  // Reconnecting goes on for ever once started, and stops when the start-up deadline passed.
  let gaveUp = false;
  const options: BullmqWorkerOptions = {
    ...given,
    reconnectDelay: (times) => (gaveUp ? null : Math.min(50 * 2 ** times, 2_000)),
  };
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_QUEUE_CONNECT_TIMEOUT_MS;
  const concurrency = options.concurrency ?? availableParallelism();
  const reportError = options.onError ?? ((error: Error) => process.emitWarning(error));
  // Until the worker is ready, a failure is reported once, by the rejection of this function.
  let ready = false;
  const onError = (error: Error): void => {
    if (ready) reportError(error);
  };
  const pool = createLocalDispatcher({
    tasksModule: options.tasksModule,
    threads: concurrency,
    ...(options.abortGraceMs === undefined ? {} : { abortGraceMs: options.abortGraceMs }),
    ...(options.secrets === undefined ? {} : { secrets: options.secrets }),
  });
  const queue = openQueue(options);
  const events = openQueueEvents(options);
  queue.on('error', onError);
  events.on('error', onError);
  /** A job being processed: one per processor call (a job run again is another entry). */
  interface Processing {
    readonly id: string;
    readonly task: string;
    phase: JobPhase;
    since: number;
    /** Cancels the job's task (false if it was already); set while it runs. */
    cancel?: (reason: string) => boolean;
  }
  const processing = new Set<Processing>();

  async function processJob(
    job: Job<JobData>,
    _token: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const entry: Processing = {
      id: job.id ?? '',
      task: job.name,
      phase: 'checking-cancellation',
      since: Date.now(),
    };
    processing.add(entry);
    try {
      return await runJob(job, signal, (phase, cancel) => {
        entry.phase = phase;
        entry.since = Date.now();
        entry.cancel = cancel;
      });
    } finally {
      processing.delete(entry);
    }
  }

  async function runJob(
    job: Job<JobData>,
    signal: AbortSignal | undefined,
    enter: (phase: JobPhase, cancel?: (reason: string) => boolean) => void,
  ): Promise<unknown> {
    const id = job.id ?? '';
    const { payload, correlationId } = job.data;
    const cancelledFailure = async (): Promise<UnrecoverableError | undefined> => {
      const reason = await queue.backend.getQueueMetaField(cancelField(id));
      return reason === null
        ? undefined
        : jobFailure(
            dispatchFailure(
              DispatchFailureCode.callCancelled,
              `call cancelled: ${reason}`,
              correlationId,
            ),
          );
    };
    const before = await cancelledFailure();
    if (before !== undefined) throw before;
    const call = await pool.spawn<unknown, unknown>(job.name, payload, { correlationId });
    let cancelled = false;
    const cancel = (reason: string): boolean => {
      if (cancelled) return false;
      cancelled = true;
      void call.cancel(reason);
      return true;
    };
    enter('running', cancel);
    const abort = (): void => {
      const reason: unknown = signal?.reason;
      cancel(typeof reason === 'string' ? reason : 'cancelled');
    };
    if (signal?.aborted === true) abort();
    signal?.addEventListener('abort', abort, { once: true });
    let value: unknown;
    try {
      value = await call.result();
    } catch (error) {
      const failure =
        error instanceof FailureError
          ? error.failure
          : failureFromError(error, {
              correlationId,
              fallbackCode: DispatchFailureCode.taskFailed,
            });
      throw jobFailure(failure);
    } finally {
      signal?.removeEventListener('abort', abort);
    }
    // A cancellation that arrived while the task was finishing wins: the caller already sees it.
    enter('checking-cancellation-after');
    const after = await cancelledFailure();
    if (after !== undefined) throw after;
    // BullMQ keeps results as JSON: typed arrays go as their bytes in base64.
    return toJsonValue(value);
  }

  const worker = openWorker(options, processJob, {
    concurrency,
    lockDuration: options.lockDurationMs ?? 30_000,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    maxStalledCount: options.maxStalledCount ?? 1,
    autorun: false,
  });
  worker.on('error', onError);
  const cancellations: WorkerCancellation[] = [];
  const record = (cancellation: WorkerCancellation): void => {
    cancellations.push(cancellation);
    if (cancellations.length > 20) cancellations.shift();
  };
  events.on<CancelListener>(CANCEL_EVENT, (event: CancelEvent) => {
    const aborted = worker.cancelJob(event.jobId, event.reason);
    record({ jobId: event.jobId, via: 'event', aborted });
  });
  // The cancellation event wakes the worker at once, but an event can be missed (BullMQ's
  // Postgres event stream reads by id, and an event committed after a later one is skipped), so
  // the running jobs' reasons are also read from the queue at an interval.
  let checking = false;
  const checkCancellations = async (): Promise<void> => {
    const running = [...processing].filter((entry) => entry.cancel !== undefined);
    if (checking || running.length === 0) return;
    checking = true;
    try {
      const reasons = await queue.backend.getQueueMetaFields(
        running.map((entry) => cancelField(entry.id)),
      );
      running.forEach((entry, i) => {
        const reason = reasons[i];
        if (reason === null || reason === undefined || entry.cancel?.(reason) !== true) return;
        record({ jobId: entry.id, via: 'queue-check', aborted: true });
      });
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      checking = false;
    }
  };

  let deadline: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()]),
      new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () => reject(new QueueUnreachableError(describeQueueAddress(options), connectTimeoutMs)),
          connectTimeoutMs,
        );
      }),
    ]);
  } catch (error) {
    gaveUp = true;
    // Closing clients that never connected would wait for them: given a second, then dropped.
    await Promise.race([
      Promise.allSettled([worker.close(true), events.close(), queue.close(), pool.close()]),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
    if (error instanceof QueueUnreachableError) throw error;
    throw new QueueUnreachableError(describeQueueAddress(options), connectTimeoutMs, {
      cause: error,
    });
  } finally {
    clearTimeout(deadline);
  }
  ready = true;
  // Not awaited on close: after a forced close on the Postgres backend it never settles.
  void worker.run().catch(onError);
  const checker = setInterval(
    () => void checkCancellations(),
    options.cancelCheckIntervalMs ?? 1_000,
  );
  checker.unref();

  let closing: Promise<void> | undefined;
  return {
    id: worker.id,
    stats: () => {
      const now = Date.now();
      const jobs = [...processing].map(({ id, task, phase, since }) => ({
        id,
        task,
        phase,
        forMs: now - since,
      }));
      return {
        processingJobs: jobs.length,
        jobs,
        cancellations: [...cancellations],
        pool: pool.stats(),
      };
    },
    close(closeOptions = {}) {
      closing ??= (async () => {
        clearInterval(checker);
        await worker.close(closeOptions.force === true);
        await Promise.all([events.close(), queue.close(), pool.close()]);
      })();
      return closing;
    },
  };
}

/** A cancellation a worker saw: by its event or by reading the queue, and whether it aborted a job. */
export interface WorkerCancellation {
  readonly jobId: string;
  readonly via: 'event' | 'queue-check';
  readonly aborted: boolean;
}

/** The queue events a worker listens to: BullMQ's and our cancellation event. */
interface CancelListener extends QueueEventsListener {
  [CANCEL_EVENT]: (event: CancelEvent, id: string) => void;
}

function jobFailure(failure: Failure): UnrecoverableError {
  return new (bullmq().UnrecoverableError)(JSON.stringify(failure));
}
