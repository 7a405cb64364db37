import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { FailureSchema } from '../../contract/index.js';
import type { Failure } from '../../contract/index.js';
import { awaitCallResult } from '../await-call.js';
import { fromJsonValue } from '../binary-values.js';
import type { Call, CallState, Dispatcher, SpawnOptions } from '../dispatcher.js';
import {
  dispatcherClosedError,
  dispatchFailure,
  DispatchFailureCode,
} from '../dispatch-failure.js';
import {
  CANCEL_EVENT,
  CANCEL_TIME_PREFIX,
  cancelField,
  cancelTimeField,
} from './bullmq-protocol.js';
import type { CancelEvent, JobData, QueueAddress } from './bullmq-protocol.js';
import { openQueue, openQueueEvents, openQueueEventsProducer } from './queue-classes.js';
import type { CallQueue, CallQueueEvents, CallQueueEventsProducer } from './queue-classes.js';

/** Options of {@link createBullmqDispatcher}. */
export interface BullmqDispatcherOptions extends QueueAddress {
  /** Delays between fallback polls while waiting for a result, in ms; the last repeats. */
  readonly pollIntervalsMs?: readonly number[];
  /**
   * Seconds finished jobs (and so their results) are kept, and cancellation reasons recorded in
   * the queue. Default: a day.
   */
  readonly retainFinishedSeconds?: number;
  /** Secret values removed from failure summaries. */
  readonly secrets?: readonly string[];
  /**
   * How long connecting may take, the client's own reconnection attempts included (its bounded
   * retry). Default {@link DEFAULT_QUEUE_CONNECT_TIMEOUT_MS}.
   */
  readonly connectTimeoutMs?: number;
}

/** Default deadline for connecting to a queue: 10 s. */
export const DEFAULT_QUEUE_CONNECT_TIMEOUT_MS = 10_000;

/** Thrown when the queue's store could not be reached within the connect deadline. */
export class QueueUnreachableError extends Error {
  readonly code = 'queue_unreachable';
  constructor(
    /** The queue's address with any password removed (`redis://host:port`, `postgres://user@host/db`). */
    readonly address: string,
    readonly timeoutMs: number,
    options?: { readonly cause?: unknown },
  ) {
    const cause = options?.cause;
    const detail =
      cause === undefined
        ? `no answer within ${timeoutMs / 1000} s`
        : `${cause instanceof Error ? cause.message : String(cause)}`;
    super(`cannot reach the queue at ${address}: ${detail}`, options);
    this.name = 'QueueUnreachableError';
  }
}

/** A queue's address for messages: where it is, never a password. */
export function describeQueueAddress(address: QueueAddress): string {
  const c = address.connection;
  if (c.kind === 'redis')
    return `${c.tls === true ? 'rediss' : 'redis'}://${c.host}:${c.port}${c.db === undefined ? '' : `/${c.db}`}`;
  try {
    const url = new URL(c.url);
    url.password = '';
    return url.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

const DEFAULT_POLL_INTERVALS_MS = [250, 500, 1000, 2000] as const;

/** Connects to the queue and returns a {@link BullmqDispatcher} once it listens for completions. */
export async function createBullmqDispatcher(
  options: BullmqDispatcherOptions,
): Promise<BullmqDispatcher> {
  // Reconnecting goes on for ever once connected (a Redis restart mid-report), and stops when
  // the connect deadline passed without a connection.
  let gaveUp = false;
  const dispatcher = new BullmqDispatcher({
    ...options,
    reconnectDelay: (times) => (gaveUp ? null : Math.min(50 * 2 ** times, 2_000)),
  });
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_QUEUE_CONNECT_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // The clients retry connecting on their own; the deadline bounds how long they may.
    await Promise.race([
      dispatcher.ready(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new QueueUnreachableError(describeQueueAddress(options), timeoutMs)),
          timeoutMs,
        );
      }),
    ]);
  } catch (error) {
    gaveUp = true;
    // Closing clients that never connected would wait for them: they are dropped instead.
    await Promise.race([
      dispatcher.disconnect().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
    if (error instanceof QueueUnreachableError) throw error;
    throw new QueueUnreachableError(describeQueueAddress(options), timeoutMs, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  return dispatcher;
}

/**
 * The distributed backend of {@link Dispatcher}: each call is a BullMQ job (name = task, id =
 * call id, data = `{ payload, correlationId }`, one attempt) run by any worker process of the
 * queue (`startBullmqWorker`). A worker that dies mid-job loses its lock and the job is run again
 * by another (BullMQ's stalled-job recovery).
 *
 * `poll()` reads the job's state; `result()` wakes on the queue's completion events and polls as
 * a fallback. BullMQ 6.7's job cancellation (`Worker.cancelJob`, which aborts the processor's
 * signal) only reaches jobs of the worker it is called on, so cancelling a call records its
 * reason in the queue's metadata (only for an unfinished job; the first reason wins), removes the
 * job if it is still waiting, and otherwise publishes a custom queue event on which every worker
 * calls `cancelJob`; a worker also checks the reason before it starts a job and before it
 * completes one. Reasons are kept as long as finished jobs (`retainFinishedSeconds`), then pruned
 * by the next cancellation. Works on both BullMQ backends (Redis and PostgreSQL).
 * Closing the dispatcher does not cancel its jobs: they belong to the queue.
 */
export class BullmqDispatcher implements Dispatcher {
  readonly #queue: CallQueue;
  readonly #events: CallQueueEvents;
  readonly #producer: CallQueueEventsProducer;
  readonly #wakeups = new EventEmitter();
  readonly #pollIntervalsMs: readonly number[];
  readonly #retainFinishedSeconds: number;
  readonly #secrets: readonly string[];
  /** When this dispatcher last removed expired cancellation reasons (ms since the epoch). */
  #lastPrune = 0;
  #closing: Promise<void> | undefined;

  constructor(options: BullmqDispatcherOptions) {
    this.#queue = openQueue(options);
    this.#events = openQueueEvents(options);
    this.#producer = openQueueEventsProducer(options);
    this.#pollIntervalsMs = options.pollIntervalsMs ?? DEFAULT_POLL_INTERVALS_MS;
    this.#retainFinishedSeconds = options.retainFinishedSeconds ?? 24 * 3600;
    this.#secrets = options.secrets ?? [];
    this.#wakeups.setMaxListeners(0);
    const wake = ({ jobId }: { jobId: string }): void => {
      this.#wakeups.emit(jobId);
    };
    this.#events.on('completed', wake);
    this.#events.on('failed', wake);
    this.#events.on('removed', wake);
    // Connection errors surface through the calls that need the store; the clients reconnect.
    const ignore = (): void => undefined;
    this.#queue.on('error', ignore);
    this.#events.on('error', ignore);
    this.#producer.on('error', ignore);
  }

  /** Resolves when the queue and its event listener are ready. */
  async ready(): Promise<void> {
    await Promise.all([
      this.#queue.waitUntilReady(),
      this.#events.waitUntilReady(),
      this.#producer.waitUntilReady(),
    ]);
  }

  async spawn<P, R>(task: string, payload: P, options: SpawnOptions = {}): Promise<Call<R>> {
    const id = randomUUID();
    const correlationId = options.correlationId ?? id;
    if (this.#closing !== undefined) throw dispatcherClosedError(correlationId);
    const data: JobData = { payload, correlationId };
    await this.#queue.add(task, data, {
      jobId: id,
      attempts: 1,
      removeOnComplete: { age: this.#retainFinishedSeconds },
      removeOnFail: { age: this.#retainFinishedSeconds },
    });
    return new BullmqCall<R>(this, id, correlationId);
  }

  /**
   * A handle on an existing call, by id — e.g. one started by an earlier attempt of a restarted
   * coordinator. Its correlation id is read from the job (the call id if the job is gone).
   */
  async attach<R>(callId: string): Promise<Call<R>> {
    const job = await this.#queue.getJob(callId);
    const data = job?.data as Partial<JobData> | undefined;
    return new BullmqCall<R>(
      this,
      callId,
      typeof data?.correlationId === 'string' ? data.correlationId : callId,
    );
  }

  /** Drops this dispatcher's connections at once, reconnection included (it never connected). */
  async disconnect(): Promise<void> {
    this.#closing ??= Promise.resolve();
    await Promise.all([
      this.#events.disconnect(),
      this.#producer.disconnect(),
      this.#queue.disconnect(),
    ]);
  }

  /** Closes this dispatcher's connections. Running and queued jobs go on. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#wakeups.emit('closed');
      await Promise.all([this.#events.close(), this.#producer.close(), this.#queue.close()]);
    })();
    return this.#closing;
  }

  /**
   * @internal The state of call `id`. A call with a recorded cancellation reason is cancelled
   * unless its job completed or failed for another reason first.
   */
  async pollJob<R>(id: string, correlationId: string): Promise<CallState<R>> {
    if (this.#closing !== undefined) throw dispatcherClosedError(correlationId);
    const [reason, state] = await Promise.all([
      this.#queue.backend.getQueueMetaField(cancelField(id)),
      this.#queue.getJobState(id),
    ]);
    switch (state) {
      case 'completed': {
        const job = await this.#queue.getJob(id);
        if (job !== undefined)
          return { kind: 'succeeded', value: fromJsonValue(job.returnvalue) as R };
        break;
      }
      case 'failed': {
        const job = await this.#queue.getJob(id);
        if (job === undefined) break;
        const failure = this.#failureOf(job.failedReason, correlationId);
        if (failure.code === DispatchFailureCode.callCancelled)
          return { kind: 'cancelled', reason: reason ?? 'cancelled' };
        return { kind: 'failed', failure };
      }
      case 'active':
        return reason === null ? { kind: 'running' } : { kind: 'cancelled', reason };
      case 'waiting':
      case 'delayed':
      case 'prioritized':
      case 'waiting-children':
        return reason === null ? { kind: 'pending' } : { kind: 'cancelled', reason };
      case 'unknown':
        break;
    }
    if (reason !== null) return { kind: 'cancelled', reason };
    return {
      kind: 'failed',
      failure: dispatchFailure(
        DispatchFailureCode.callNotFound,
        `no job ${id} in the queue`,
        correlationId,
      ),
    };
  }

  /** @internal Waits for call `id`'s result. */
  awaitJob<R>(id: string, correlationId: string, timeoutMs: number | undefined): Promise<R> {
    return awaitCallResult<R>({
      callId: id,
      correlationId,
      poll: () => this.pollJob<R>(id, correlationId),
      subscribe: (wake) => {
        this.#wakeups.on(id, wake);
        this.#wakeups.on('closed', wake);
        return () => {
          this.#wakeups.off(id, wake);
          this.#wakeups.off('closed', wake);
        };
      },
      pollIntervalsMs: this.#pollIntervalsMs,
      timeoutMs,
    });
  }

  /** @internal Cancels call `id` (see the class comment). */
  async cancelJob(id: string, reason: string): Promise<void> {
    const state = await this.#queue.getJobState(id);
    if (state === 'completed' || state === 'failed' || state === 'unknown') return;
    const field = cancelField(id);
    if ((await this.#queue.backend.getQueueMetaField(field)) !== null) return;
    await this.#queue.backend.setQueueMeta({ [field]: reason, [cancelTimeField(id)]: Date.now() });
    // A waiting job is removed; an active one is locked by its worker and stays, so ask workers.
    const removed = await this.#queue.remove(id);
    if (removed !== 1) {
      const event: CancelEvent = { eventName: CANCEL_EVENT, jobId: id, reason };
      await this.#producer.publishEvent(event);
    }
    this.#wakeups.emit(id);
    try {
      await this.#pruneCancellations();
    } catch {
      // Clean-up only: the cancellation itself is recorded; the next one tries again.
      this.#lastPrune = 0;
    }
  }

  /**
   * Removes the cancellation reasons recorded more than `retainFinishedSeconds` ago (their jobs
   * are gone by then, like every finished job's), at most once per tenth of that period, so that
   * the queue's metadata does not grow with every cancellation.
   */
  async #pruneCancellations(): Promise<void> {
    const retainMs = this.#retainFinishedSeconds * 1000;
    const now = Date.now();
    if (now - this.#lastPrune < retainMs / 10) return;
    this.#lastPrune = now;
    const meta = await this.#queue.backend.getQueueMeta();
    const expired = Object.entries(meta)
      .filter(([name, at]) => name.startsWith(CANCEL_TIME_PREFIX) && now - Number(at) > retainMs)
      .map(([name]) => name.slice(CANCEL_TIME_PREFIX.length));
    if (expired.length === 0) return;
    await this.#queue.backend.removeQueueMetaFields(
      expired.flatMap((id) => [cancelField(id), cancelTimeField(id)]),
    );
  }

  #failureOf(failedReason: string, correlationId: string): Failure {
    try {
      const parsed = FailureSchema.safeParse(JSON.parse(failedReason));
      if (parsed.success) return parsed.data;
    } catch {
      // Not one of ours: BullMQ failed the job itself (e.g. it stalled too often).
    }
    return dispatchFailure(
      DispatchFailureCode.backendFailed,
      failedReason,
      correlationId,
      this.#secrets,
    );
  }
}

/** A call on a {@link BullmqDispatcher}: a job, observed through Redis. */
class BullmqCall<R> implements Call<R> {
  constructor(
    private readonly dispatcher: BullmqDispatcher,
    readonly id: string,
    readonly correlationId: string,
  ) {}

  poll(): Promise<CallState<R>> {
    return this.dispatcher.pollJob<R>(this.id, this.correlationId);
  }

  result(timeoutMs?: number): Promise<R> {
    return this.dispatcher.awaitJob<R>(this.id, this.correlationId, timeoutMs);
  }

  cancel(reason: string): Promise<void> {
    return this.dispatcher.cancelJob(this.id, reason);
  }
}
