import type { Failure } from '../contract/index.js';

/**
 * What a call is doing now, as seen by its caller. `succeeded`, `failed` and `cancelled` are
 * final: once a call reports one of them it never reports another.
 */
export type CallState<R> =
  | { readonly kind: 'pending' }
  | { readonly kind: 'running' }
  | { readonly kind: 'succeeded'; readonly value: R }
  | { readonly kind: 'failed'; readonly failure: Failure }
  | { readonly kind: 'cancelled'; readonly reason: string };

/** The kind of a {@link CallState}. */
export type CallStateKind = CallState<unknown>['kind'];

/** Whether a call state is final (`succeeded`, `failed` or `cancelled`). */
export function isFinalCallState<R>(
  state: CallState<R>,
): state is Extract<CallState<R>, { kind: 'succeeded' | 'failed' | 'cancelled' }> {
  return state.kind === 'succeeded' || state.kind === 'failed' || state.kind === 'cancelled';
}

/**
 * A handle on one task started through a {@link Dispatcher}. Handles are cheap and may be kept
 * as soon as `spawn` resolves; the task runs whether or not anyone observes it.
 */
export interface Call<R> {
  /** Unique id of the call (a random UUID); with the BullMQ backend it is also the job id. */
  readonly id: string;
  /** The correlation id handed to the task and written into its failures. */
  readonly correlationId: string;
  /** The current state. Never throws for the task's own failure; does not wait. */
  poll(): Promise<CallState<R>>;
  /**
   * Waits for the result. Throws a `FailureError` whose code is the task's own (from the thrown
   * error's `code`, `task_failed` when it has none), `call_cancelled` when the call was
   * cancelled, or `call_timeout` when `timeoutMs` passed first — a timeout does not cancel the
   * call. Without `timeoutMs` it waits as long as the call takes.
   */
  result(timeoutMs?: number): Promise<R>;
  /**
   * Cancels the call: a queued call never starts, a running one is aborted (its task's
   * `AbortSignal` fires, and a task that does not stop by itself is terminated). Idempotent: the
   * first reason is kept, and a call that already finished keeps its outcome.
   */
  cancel(reason: string): Promise<void>;
}

/** Options of {@link Dispatcher.spawn}. */
export interface SpawnOptions {
  /** Correlation id for the task and its failures; defaults to the call id. */
  readonly correlationId?: string;
}

/**
 * How calls run. One interface, several backends (`LocalDispatcher`: worker threads in this
 * process; `BullmqDispatcher`: jobs on Redis run by any number of worker processes), all held to
 * the same conformance suite.
 */
export interface Dispatcher {
  /**
   * Starts the task registered under `task` in the backend's tasks module with `payload`.
   * Payloads and results must be JSON-serialisable: they cross threads and Redis. Resolves once
   * the call is queued; throws `FailureError` `dispatcher_closed` after {@link Dispatcher.close}.
   */
  spawn<P, R>(task: string, payload: P, options?: SpawnOptions): Promise<Call<R>>;
  /** Releases the backend's threads and connections. Idempotent. */
  close(): Promise<void>;
}

/** What a task receives besides its payload. */
export interface TaskContext {
  /** Fires when the call is cancelled; its `reason` is the cancellation reason (a string). */
  readonly signal: AbortSignal;
  readonly correlationId: string;
}

/** A task: a plain async function of a JSON payload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are validated by each task
export type TaskFunction = (payload: any, context: TaskContext) => Promise<unknown>;

/** The shape of a tasks module: it exports its tasks by name as `tasks`. */
export interface TaskModule {
  readonly tasks: Readonly<Record<string, TaskFunction>>;
}
