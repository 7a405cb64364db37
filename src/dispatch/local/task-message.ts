import type { MessagePort } from 'node:worker_threads';

/** What the pool hands a worker thread for one call. */
export interface TaskMessage {
  readonly task: string;
  readonly payload: unknown;
  readonly correlationId: string;
  /**
   * The call's private channel: the thread posts {@link ThreadToCaller} on it, the caller posts
   * {@link CallerToThread}. It is transferred with the message and closed when the task ends.
   */
  readonly port: MessagePort;
  /**
   * One `Int32` in shared memory, set to 1 by the caller when it cancels the call. The thread
   * reads it just before starting the task, so a call cancelled on its way to a thread never
   * starts (port messages may arrive later than that).
   */
  readonly cancelled: Int32Array;
}

/**
 * What a worker thread returns for one call. The task's own error is data, not a rejection: its
 * message and code cross the thread and become a redacted `Failure` on the caller's side (so
 * threads never load the contract's schemas).
 */
export type TaskOutcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: ThreadError };

/** A task's error as plain data: its message and code, its typed issues and its cause's code and message. */
export interface ThreadError {
  readonly message: string;
  readonly code?: string;
  readonly issues?: readonly {
    readonly code: string;
    readonly path: string;
    readonly message: string;
  }[];
  readonly cause?: { readonly code: string; readonly message: string };
}

/** Messages from the caller to the thread running a call. */
export type CallerToThread = { readonly kind: 'abort'; readonly reason: string };

/** Messages from the thread running a call to its caller. */
export type ThreadToCaller = { readonly kind: 'started' };

/** What every worker thread of a pool is given at start (Piscina `workerData`). */
export interface LocalWorkerData {
  /** URL (`file:`) of the tasks module. */
  readonly tasksModule: string;
}
