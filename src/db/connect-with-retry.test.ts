import { describe, expect, it } from 'vitest';
import { connectWithRetry } from './connect-with-retry.js';
import { DatabaseUnavailableError, InvalidRecordError } from './records-errors.js';

const refusal = (): Error =>
  Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const isRefusal = (e: unknown): boolean => (e as { code?: string }).code === 'ECONNREFUSED';

describe('connectWithRetry', () => {
  it('retries refusals with doubling, capped delays and returns once connected', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const value = await connectWithRetry(
      async () => {
        calls += 1;
        if (calls < 5) throw refusal();
        return 'connected';
      },
      isRefusal,
      {
        attempts: 5,
        initialDelayMs: 100,
        maxDelayMs: 300,
        sleep: async (ms) => void sleeps.push(ms),
      },
    );
    expect(value).toBe('connected');
    expect(sleeps).toEqual([100, 200, 300, 300]);
  });

  it('gives up after the budget with database_unavailable, carrying the attempts and the cause', async () => {
    let calls = 0;
    const error = await connectWithRetry(
      async () => {
        calls += 1;
        throw refusal();
      },
      isRefusal,
      { attempts: 3, sleep: async () => undefined },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ code: 'database_unavailable', attempts: 3 });
    expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
    expect(calls).toBe(3);
  });

  it('does not retry an error that is not a refusal', async () => {
    let calls = 0;
    const failing = async (): Promise<never> => {
      calls += 1;
      throw Object.assign(new Error('password authentication failed'), { code: '28P01' });
    };
    await expect(
      connectWithRetry(failing, isRefusal, { sleep: async () => undefined }),
    ).rejects.toMatchObject({
      code: 'database_unavailable',
      attempts: 1,
    });
    expect(calls).toBe(1);
  });

  it('rethrows an error the records module already typed', async () => {
    const typed = new InvalidRecordError('open', 'schema', 'bad');
    await expect(connectWithRetry(() => Promise.reject(typed), isRefusal)).rejects.toBe(typed);
  });
});
