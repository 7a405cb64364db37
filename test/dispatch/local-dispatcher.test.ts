import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeDispatcherConformance } from '../../src/dispatch/conformance.js';
import { createLocalDispatcher } from '../../src/dispatch/index.js';

const TASKS = new URL('./tasks.ts', import.meta.url);

describeDispatcherConformance({
  name: 'LocalDispatcher',
  create: async () => {
    const dispatcher = createLocalDispatcher({ tasksModule: TASKS, threads: 2 });
    return { dispatcher, capacity: 2, close: () => dispatcher.close() };
  },
});

describe('LocalDispatcher specifics', () => {
  it('takes the tasks module as a path, and defaults to one thread per core', async () => {
    const dispatcher = createLocalDispatcher({ tasksModule: fileURLToPath(TASKS), threads: 1 });
    const defaulted = createLocalDispatcher({ tasksModule: TASKS, idleTimeout: 1_000 });
    try {
      expect(defaulted.threads).toBe(availableParallelism());
      const call = await dispatcher.spawn<unknown, { value: string }>('echo', { value: 'by path' });
      expect((await call.result(15_000)).value).toBe('by path');
    } finally {
      await Promise.all([dispatcher.close(), defaulted.close()]);
    }
  });

  it('cancels unfinished calls when it closes', async () => {
    const dispatcher = createLocalDispatcher({ tasksModule: TASKS, threads: 1 });
    const running = await dispatcher.spawn('sleep-then-return', { ms: 30_000, value: 'never' });
    const queued = await dispatcher.spawn('echo', { value: 'never' });
    await dispatcher.close();
    expect(await running.poll()).toEqual({ kind: 'cancelled', reason: 'dispatcher closed' });
    expect(await queued.poll()).toEqual({ kind: 'cancelled', reason: 'dispatcher closed' });
  });

  it('fails each call, not the pool, when the tasks module cannot be loaded', async () => {
    const dispatcher = createLocalDispatcher({
      tasksModule: new URL('./no-such-tasks.ts', import.meta.url),
      threads: 1,
    });
    try {
      const call = await dispatcher.spawn('echo', { value: 1 });
      await expect(call.result(15_000)).rejects.toMatchObject({ code: 'task_failed' });
      const again = await dispatcher.spawn('echo', { value: 2 });
      await expect(again.result(15_000)).rejects.toMatchObject({ code: 'task_failed' });
    } finally {
      await dispatcher.close();
    }
  });
});
