import { FailureError } from '../contract/index.js';
import { isFinalCallState } from './dispatcher.js';
import type { CallState } from './dispatcher.js';
import { callCancelledError, dispatchFailure, DispatchFailureCode } from './dispatch-failure.js';

/** What {@link awaitCallResult} needs from a backend's call. */
export interface AwaitCallOptions<R> {
  readonly callId: string;
  readonly correlationId: string;
  /** Reads the current state (may hit the backend). */
  readonly poll: () => Promise<CallState<R>>;
  /**
   * Registers `wake` to be called when the state may have changed (a completion event); returns
   * the unsubscribe function.
   */
  readonly subscribe: (wake: () => void) => () => void;
  /** Delays between fallback polls, in ms; the last one repeats. Empty: no fallback polling. */
  readonly pollIntervalsMs: readonly number[];
  readonly timeoutMs: number | undefined;
}

/**
 * Waits until a call is final or `timeoutMs` passes, then returns its value or throws the
 * matching `FailureError` (the task's failure, `call_cancelled`, or `call_timeout`). Wakes on the
 * backend's events and falls back to polling with backoff; never sleeps past the deadline.
 */
export async function awaitCallResult<R>(options: AwaitCallOptions<R>): Promise<R> {
  const deadline =
    options.timeoutMs === undefined ? undefined : Date.now() + Math.max(0, options.timeoutMs);
  let wake: () => void = () => undefined;
  let woken = false;
  const unsubscribe = options.subscribe(() => {
    woken = true;
    wake();
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      woken = false;
      const state = await options.poll();
      if (isFinalCallState(state)) return settledValue(state, options.correlationId);
      const now = Date.now();
      if (deadline !== undefined && now >= deadline) {
        throw new FailureError(
          dispatchFailure(
            DispatchFailureCode.callTimeout,
            `call ${options.callId} did not finish within ${options.timeoutMs} ms`,
            options.correlationId,
          ),
        );
      }
      if (woken) continue;
      const interval =
        options.pollIntervalsMs[Math.min(attempt, options.pollIntervalsMs.length - 1)];
      const untilDeadline = deadline === undefined ? undefined : deadline - now;
      const delay =
        interval === undefined
          ? untilDeadline
          : untilDeadline === undefined
            ? interval
            : Math.min(interval, untilDeadline);
      await new Promise<void>((resolve) => {
        const timer = delay === undefined ? undefined : setTimeout(resolve, delay);
        wake = () => {
          if (timer !== undefined) clearTimeout(timer);
          resolve();
        };
      });
      wake = () => undefined;
    }
  } finally {
    unsubscribe();
  }
}

function settledValue<R>(
  state: Extract<CallState<R>, { kind: 'succeeded' | 'failed' | 'cancelled' }>,
  correlationId: string,
): R {
  switch (state.kind) {
    case 'succeeded':
      return state.value;
    case 'failed':
      throw new FailureError(state.failure);
    case 'cancelled':
      throw callCancelledError(state.reason, correlationId);
  }
}
