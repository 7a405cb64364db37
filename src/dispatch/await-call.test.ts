import { describe, expect, it } from 'vitest';
import { FailureError } from '../contract/index.js';
import { awaitCallResult } from './await-call.js';
import type { CallState } from './dispatcher.js';

function scripted(states: CallState<string>[]): {
  poll: () => Promise<CallState<string>>;
  polls: () => number;
} {
  let count = 0;
  return {
    poll: async () => states[Math.min(count++, states.length - 1)] as CallState<string>,
    polls: () => count,
  };
}

const base = { callId: 'call-1', correlationId: 'corr-1', subscribe: () => () => undefined };

describe('awaitCallResult', () => {
  it('polls with backoff until the call succeeds', async () => {
    const { poll, polls } = scripted([
      { kind: 'pending' },
      { kind: 'running' },
      { kind: 'succeeded', value: 'v' },
    ]);
    await expect(
      awaitCallResult({ ...base, poll, pollIntervalsMs: [1, 2], timeoutMs: undefined }),
    ).resolves.toBe('v');
    expect(polls()).toBe(3);
  });

  it('throws the failure of a failed call, and call_cancelled for a cancelled one', async () => {
    const failure = { code: 'own_code', summary: 's', correlationId: 'corr-1', retryable: false };
    const failed = scripted([{ kind: 'failed', failure }]);
    const error = await awaitCallResult({
      ...base,
      poll: failed.poll,
      pollIntervalsMs: [1],
      timeoutMs: undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FailureError);
    expect((error as FailureError).failure).toEqual(failure);
    const cancelled = scripted([{ kind: 'cancelled', reason: 'peer failed' }]);
    await expect(
      awaitCallResult({
        ...base,
        poll: cancelled.poll,
        pollIntervalsMs: [1],
        timeoutMs: undefined,
      }),
    ).rejects.toMatchObject({
      code: 'call_cancelled',
    });
  });

  it('throws call_timeout once the deadline passes, without sleeping past it', async () => {
    const { poll, polls } = scripted([{ kind: 'running' }]);
    const error = await awaitCallResult({
      ...base,
      poll,
      pollIntervalsMs: [60_000],
      timeoutMs: 30,
    }).catch((e: unknown) => e);
    expect((error as FailureError).code).toBe('call_timeout');
    // One poll at the start, one at the deadline: the 60 s interval was cut to the deadline.
    expect(polls()).toBe(2);
  });

  it('wakes on an event instead of waiting for the next poll', async () => {
    let wake: () => void = () => undefined;
    const { poll } = scripted([{ kind: 'running' }, { kind: 'succeeded', value: 'woken' }]);
    const result = awaitCallResult({
      ...base,
      poll,
      subscribe: (w) => {
        wake = w;
        return () => undefined;
      },
      pollIntervalsMs: [],
      timeoutMs: undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    wake();
    await expect(result).resolves.toBe('woken');
  });
});
