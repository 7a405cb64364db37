// Kept free of imports: worker threads load it without the contract's schemas.

/** The codes the dispatch layer itself gives to failures (tasks bring their own codes). */
export const DispatchFailureCode = {
  /** `result(timeoutMs)` gave up waiting; the call goes on. */
  callTimeout: 'call_timeout',
  /** The call was cancelled before it finished. */
  callCancelled: 'call_cancelled',
  /** The task threw an error without a code of its own. */
  taskFailed: 'task_failed',
  /** The tasks module has no task of that name. */
  unknownTask: 'unknown_task',
  /** The dispatcher was closed. */
  dispatcherClosed: 'dispatcher_closed',
  /** The backend no longer knows the call (removed, expired, or never created). */
  callNotFound: 'call_not_found',
  /** The backend failed the call for a reason of its own (e.g. a job stalled too often). */
  backendFailed: 'dispatch_backend_failed',
} as const;

/** A code of {@link DispatchFailureCode}. */
export type DispatchFailureCode = (typeof DispatchFailureCode)[keyof typeof DispatchFailureCode];
