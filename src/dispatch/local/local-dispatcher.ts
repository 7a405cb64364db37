import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { failureFromError } from '../../contract/index.js';
import { awaitCallResult } from '../await-call.js';
import { isFinalCallState } from '../dispatcher.js';
import type { Call, CallState, Dispatcher, SpawnOptions } from '../dispatcher.js';
import { dispatcherClosedError, DispatchFailureCode } from '../dispatch-failure.js';
import type {
  CallerToThread,
  LocalWorkerData,
  TaskMessage,
  TaskOutcome,
  ThreadError,
  ThreadToCaller,
} from './task-message.js';

/** Options of {@link createLocalDispatcher}. */
export interface LocalDispatcherOptions {
  /** The tasks module (a `.ts` or `.js` file): a `file:` URL, or a path. */
  readonly tasksModule: URL | string;
  /** Pool threads, i.e. calls running at once. Default: `os.availableParallelism()`. */
  readonly threads?: number;
  /** Milliseconds an idle thread lives before it exits. Default: Piscina's. */
  readonly idleTimeout?: number;
  /**
   * Milliseconds a cancelled running task has to settle by itself after its `AbortSignal` fires
   * before its thread is terminated. A task that settles in time leaves its thread reusable.
   * Default 100; 0 terminates at once.
   */
  readonly abortGraceMs?: number;
  /** Secret values removed from failure summaries. */
  readonly secrets?: readonly string[];
}

/** What a {@link LocalDispatcher}'s pool is doing, for logs and diagnostics. */
export interface LocalDispatcherStats {
  /** Threads the pool should have. */
  readonly threads: number;
  /** Threads alive, ready or still starting. */
  readonly liveThreads: number;
  /** Threads started after the first ones (to replace a terminated thread) and not yet ready. */
  readonly startingThreads: number;
  /** Runs not settled yet, queued or on a thread (a cancelled run counts until its thread stops). */
  readonly unsettledRuns: number;
  /** Runs waiting for a free thread. */
  readonly queuedRuns: number;
}

const BOOTSTRAP = new URL('./worker-bootstrap.mjs', import.meta.url).href;

/** Creates a {@link LocalDispatcher}. */
export function createLocalDispatcher(options: LocalDispatcherOptions): LocalDispatcher {
  return new LocalDispatcher(options);
}

/**
 * The local backend of {@link Dispatcher}: a Piscina pool of worker threads in this process.
 *
 * Each thread loads the tasks module once (TypeScript through tsx's ESM hooks, registered by the
 * thread's bootstrap). Each call gets a private `MessageChannel`: the thread reports on it when
 * the task starts (`pending` → `running`), and cancellation posts `abort` on it, which aborts the
 * task's `AbortSignal` inside the thread. A task still running `abortGraceMs` later — e.g. a
 * CPU-bound loop that never yields — is stopped by aborting its Piscina run, which terminates the
 * thread (Piscina starts a fresh one). A call cancelled before its thread starts it never starts:
 * the thread checks a shared-memory flag of the call first (port messages can arrive too late).
 */
export class LocalDispatcher implements Dispatcher {
  readonly #pool: Piscina<TaskMessage, TaskOutcome>;
  readonly #calls = new Set<LocalCall<unknown>>();
  readonly #abortGraceMs: number;
  readonly #secrets: readonly string[];
  /** Ids of the live threads Piscina reported ready (it reports the first ones at once). */
  readonly #readyThreadIds = new Set<number>();
  #closing: Promise<void> | undefined;
  /**
   * Calls spawned and not yet handed to the pool, oldest first. The pool gets a call only when a
   * thread is free, so calls start in the order they were spawned: Piscina's own queue does not
   * keep that order for runs with a signal (each one it shifts off while every thread is busy
   * goes back at the tail).
   */
  readonly #waiting: { readonly call: LocalCall<unknown>; readonly start: () => void }[] = [];
  /** Runs handed to the pool and not settled yet. */
  #running = 0;

  constructor(options: LocalDispatcherOptions) {
    const tasksModule =
      options.tasksModule instanceof URL
        ? options.tasksModule.href
        : /^[a-z][a-z0-9+.-]*:/i.test(options.tasksModule) &&
            !/^[a-z]:[\\/]/i.test(options.tasksModule)
          ? options.tasksModule
          : pathToFileURL(options.tasksModule).href;
    const threads = options.threads ?? availableParallelism();
    const workerData: LocalWorkerData = { tasksModule };
    this.#abortGraceMs = options.abortGraceMs ?? 100;
    this.#secrets = options.secrets ?? [];
    this.#pool = new Piscina<TaskMessage, TaskOutcome>({
      filename: BOOTSTRAP,
      name: 'runTask',
      // Every thread starts now: a thread's first call pays for loading tsx and the tasks module.
      minThreads: threads,
      maxThreads: threads,
      workerData,
      ...(options.idleTimeout === undefined ? {} : { idleTimeout: options.idleTimeout }),
    });
    this.#pool.on('workerCreate', (thread: { readonly id: number }) => {
      this.#liveThreadIds();
      this.#readyThreadIds.add(thread.id);
    });
  }

  /** The ids of the pool's live threads; forgets the ready ids of the others. */
  #liveThreadIds(): Set<number> {
    const live = new Set(this.#pool.threads.map((thread) => thread.threadId));
    for (const id of this.#readyThreadIds) if (!live.has(id)) this.#readyThreadIds.delete(id);
    return live;
  }

  /** What the pool is doing now. */
  stats(): LocalDispatcherStats {
    const live = this.#liveThreadIds();
    return {
      threads: this.#pool.maxThreads,
      liveThreads: live.size,
      startingThreads: live.size - this.#readyThreadIds.size,
      unsettledRuns: this.#calls.size,
      queuedRuns: this.#pool.queueSize + this.#waiting.length,
    };
  }

  /** Pool threads, i.e. the number of calls that run at once. */
  get threads(): number {
    return this.#pool.maxThreads;
  }

  async spawn<P, R>(task: string, payload: P, options: SpawnOptions = {}): Promise<Call<R>> {
    const id = randomUUID();
    const correlationId = options.correlationId ?? id;
    if (this.#closing !== undefined) throw dispatcherClosedError(correlationId);
    const call = new LocalCall<R>(id, correlationId, this.#abortGraceMs);
    this.#calls.add(call as LocalCall<unknown>);
    const channel = new MessageChannel();
    channel.port1.on('message', (message: ThreadToCaller) => {
      if (message.kind === 'started') call.markRunning();
    });
    channel.port1.unref();
    call.attach(channel.port1);
    const finish = (): void => {
      channel.port1.close();
      this.#calls.delete(call as LocalCall<unknown>);
    };
    const fail = (error: unknown): void =>
      call.settle({
        kind: 'failed',
        failure: failureFromError(error, {
          correlationId,
          fallbackCode: DispatchFailureCode.taskFailed,
          secrets: this.#secrets,
        }),
      });
    const start = (): void => {
      // Cancelled while waiting: it never reaches a thread.
      if (call.isFinal) return finish();
      this.#running += 1;
      this.#pool
        .run(
          { task, payload, correlationId, port: channel.port2, cancelled: call.cancelledFlag },
          { transferList: [channel.port2], signal: call.terminationSignal },
        )
        .then((outcome) => {
          if (outcome.ok) call.settle({ kind: 'succeeded', value: outcome.value as R });
          else fail(errorFromThread(outcome.error));
        }, fail)
        .finally(() => {
          this.#running -= 1;
          finish();
          this.#startWaiting();
        });
    };
    const entry = { call: call as LocalCall<unknown>, start };
    this.#waiting.push(entry);
    call.terminationSignal.addEventListener('abort', () => {
      const at = this.#waiting.indexOf(entry);
      if (at < 0) return;
      this.#waiting.splice(at, 1);
      finish();
    });
    this.#startWaiting();
    return call;
  }

  /** Hands waiting calls to the pool, oldest first, while a thread is free. */
  #startWaiting(): void {
    while (this.#running < this.#pool.maxThreads && this.#waiting.length > 0)
      this.#waiting.shift()!.start();
  }

  /** Cancels every unfinished call (reason `dispatcher closed`) and destroys the pool. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      await Promise.all([...this.#calls].map((call) => call.cancel('dispatcher closed', 0)));
      await this.#pool.destroy();
    })();
    return this.#closing;
  }
}

/** A call on a {@link LocalDispatcher}: its state lives in this process. */
class LocalCall<R> implements Call<R> {
  #state: CallState<R> = { kind: 'pending' };
  #port: MessagePort | undefined;
  readonly #events = new EventEmitter();
  readonly #termination = new AbortController();
  /** Shared with the thread: set to 1 on cancellation (see `TaskMessage.cancelled`). */
  readonly cancelledFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  #terminationTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly id: string,
    readonly correlationId: string,
    private readonly abortGraceMs: number,
  ) {}

  /** Aborted to make Piscina drop the queued task or terminate its thread. */
  get terminationSignal(): AbortSignal {
    return this.#termination.signal;
  }

  attach(port: MessagePort): void {
    this.#port = port;
  }

  /** True once the call has its final state (it may still be running, if cancelled). */
  get isFinal(): boolean {
    return isFinalCallState(this.#state);
  }

  markRunning(): void {
    if (this.#state.kind === 'pending') this.#state = { kind: 'running' };
  }

  /** Records the outcome of the run, unless the call already has a final state. */
  settle(state: CallState<R>): void {
    if (this.#terminationTimer !== undefined) clearTimeout(this.#terminationTimer);
    if (isFinalCallState(this.#state)) return;
    this.#state = state;
    this.#events.emit('settled');
  }

  async poll(): Promise<CallState<R>> {
    return this.#state;
  }

  result(timeoutMs?: number): Promise<R> {
    return awaitCallResult<R>({
      callId: this.id,
      correlationId: this.correlationId,
      poll: () => this.poll(),
      subscribe: (wake) => {
        this.#events.on('settled', wake);
        return () => this.#events.off('settled', wake);
      },
      pollIntervalsMs: [],
      timeoutMs,
    });
  }

  async cancel(reason: string, graceMs = this.abortGraceMs): Promise<void> {
    if (isFinalCallState(this.#state)) return;
    this.#state = { kind: 'cancelled', reason };
    Atomics.store(this.cancelledFlag, 0, 1);
    this.#events.emit('settled');
    // The thread reads this before starting the task, or the running task's signal fires.
    const message: CallerToThread = { kind: 'abort', reason };
    this.#port?.postMessage(message);
    // Past the grace period, Piscina drops a still-queued call, or terminates the thread of one
    // still running (a CPU-bound task never reads its signal). A call that settles in time keeps
    // its thread: restarting a thread means loading tsx and the tasks module again.
    if (graceMs > 0)
      this.#terminationTimer = setTimeout(() => this.#termination.abort(reason), graceMs);
    else this.#termination.abort(reason);
  }
}

/** An error rebuilt from a thread's plain-data error, so the failure made from it keeps its code, issues and cause. */
function errorFromThread(thrown: ThreadError): Error {
  const cause =
    thrown.cause === undefined
      ? undefined
      : Object.assign(new Error(thrown.cause.message), { code: thrown.cause.code });
  return Object.assign(
    new Error(thrown.message, cause === undefined ? undefined : { cause }),
    thrown.code === undefined ? {} : { code: thrown.code },
    thrown.issues === undefined ? {} : { issues: thrown.issues },
  );
}
