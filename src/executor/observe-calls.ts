import { failureFromError, type Failure } from '../contract/index.js';
import type { Call, CallState } from '../dispatch/index.js';

/** Delays between polls, in ms: 0.5 → 1 → 2 → 4 → 8 s, the last repeating (DESIGN.md §8). */
export const OBSERVE_BACKOFF_MS: readonly number[] = [500, 1_000, 2_000, 4_000, 8_000];

/** How {@link observeCalls} ended. */
export type ObserveOutcome<R> = (
  | { readonly kind: 'succeeded'; readonly values: R[] }
  | { readonly kind: 'failed'; readonly index: number; readonly failure: Failure }
  | { readonly kind: 'cancelled'; readonly index: number; readonly reason: string }
  | { readonly kind: 'timeout'; readonly unfinished: number[] }
  | { readonly kind: 'aborted'; readonly reason: string; readonly unfinished: number[] }
) & {
  /** The last state seen of every call, in `calls` order. */
  readonly states: readonly CallState<R>[];
};

/** Options of {@link observeCalls}. */
export interface ObserveOptions<R> {
  /** Epoch ms after which observation stops with `timeout`; never slept past. */
  readonly deadline?: number;
  /** Stops observation with `aborted` when it fires. */
  readonly signal?: AbortSignal;
  /** Delays between polls; default {@link OBSERVE_BACKOFF_MS}. */
  readonly intervalsMs?: readonly number[];
  /** Told of every state change of a call (index in `calls`). */
  readonly onState?: (index: number, state: CallState<R>) => void;
  /** Correlation id for failures made of poll errors. */
  readonly correlationId?: string;
  readonly now?: () => number;
}

function abortReason(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason.message : String(reason ?? 'aborted');
}

/**
 * Observes calls concurrently until all succeed, one fails or is cancelled, the deadline passes,
 * or the signal fires — whichever comes first. Polls with backoff, and wakes early on completion
 * events (each call's `result()` settling) and on the signal. It never sleeps past the deadline.
 * It cancels nothing: what to stop is the caller's decision. A poll that throws counts as that
 * call's failure (`call_poll_failed` unless the error carries a code).
 */
export async function observeCalls<R>(
  calls: readonly Call<R>[],
  options: ObserveOptions<R> = {},
): Promise<ObserveOutcome<R>> {
  const now = options.now ?? Date.now;
  const intervals = options.intervalsMs ?? OBSERVE_BACKOFF_MS;
  const states: CallState<R>[] = calls.map(() => ({ kind: 'pending' }));
  let wake: () => void = () => undefined;
  let woken = false;
  const onEvent = (): void => {
    woken = true;
    wake();
  };
  for (const call of calls) void call.result().then(onEvent, onEvent);
  options.signal?.addEventListener('abort', onEvent, { once: true });
  try {
    for (let attempt = 0; ; attempt++) {
      woken = false;
      if (options.signal?.aborted === true) {
        return {
          kind: 'aborted',
          reason: abortReason(options.signal),
          unfinished: unfinishedOf(states),
          states,
        };
      }
      await Promise.all(
        calls.map(async (call, index) => {
          const previous = states[index]!;
          if (
            previous.kind === 'succeeded' ||
            previous.kind === 'failed' ||
            previous.kind === 'cancelled'
          )
            return;
          let state: CallState<R>;
          try {
            state = await call.poll();
          } catch (error) {
            state = {
              kind: 'failed',
              failure: failureFromError(error, {
                correlationId: options.correlationId ?? call.correlationId,
                fallbackCode: 'call_poll_failed',
              }),
            };
          }
          states[index] = state;
          if (state.kind !== previous.kind) options.onState?.(index, state);
        }),
      );
      const failed = states.findIndex((s) => s.kind === 'failed');
      if (failed >= 0)
        return {
          kind: 'failed',
          index: failed,
          failure: (states[failed] as { failure: Failure }).failure,
          states,
        };
      const cancelled = states.findIndex((s) => s.kind === 'cancelled');
      if (cancelled >= 0)
        return {
          kind: 'cancelled',
          index: cancelled,
          reason: (states[cancelled] as { reason: string }).reason,
          states,
        };
      if (states.every((s) => s.kind === 'succeeded')) {
        return { kind: 'succeeded', values: states.map((s) => (s as { value: R }).value), states };
      }
      const at = now();
      if (options.deadline !== undefined && at >= options.deadline)
        return { kind: 'timeout', unfinished: unfinishedOf(states), states };
      if (woken) continue;
      const interval = intervals[Math.min(attempt, intervals.length - 1)] ?? 1_000;
      const delay =
        options.deadline === undefined
          ? interval
          : Math.max(0, Math.min(interval, options.deadline - at));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
        if (woken) wake();
      });
      wake = () => undefined;
    }
  } finally {
    options.signal?.removeEventListener('abort', onEvent);
  }
}

function unfinishedOf<R>(states: readonly CallState<R>[]): number[] {
  const out: number[] = [];
  states.forEach((s, i) => {
    if (s.kind === 'pending' || s.kind === 'running') out.push(i);
  });
  return out;
}
