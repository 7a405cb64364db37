import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { describeDispatcherConformance } from '../../src/dispatch/conformance.js';
import { createLocalDispatcher, lazyDispatcher } from '../../src/dispatch/index.js';

const TASKS = new URL('./tasks.ts', import.meta.url);

describeDispatcherConformance({
  name: 'LocalDispatcher',
  create: async () => {
    const dispatcher = createLocalDispatcher({ tasksModule: TASKS, threads: 2 });
    return {
      dispatcher,
      capacity: 2,
      close: () => dispatcher.close(),
      diagnose: async () => JSON.stringify(dispatcher.stats()),
    };
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

  it('starts calls in the order they were spawned, and never starts one cancelled while waiting', async () => {
    // One thread, so the order the calls start in is the order they were handed out in.
    const dispatcher = createLocalDispatcher({ tasksModule: TASKS, threads: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'fiscus-local-'));
    const markerFile = join(dir, 'starts');
    try {
      const labels = Array.from({ length: 24 }, (_, i) => `call-${i}`);
      const calls = [];
      for (const label of labels)
        calls.push(await dispatcher.spawn('mark-then-sleep', { ms: 15, label, markerFile }));
      expect(dispatcher.stats().queuedRuns).toBeGreaterThan(0);
      await calls[20]!.cancel('not wanted');
      await Promise.all(calls.map((call) => call.result(30_000).catch(() => undefined)));
      const started = readFileSync(markerFile, 'utf8').trim().split('\n');
      expect(started).toEqual(labels.filter((label) => label !== 'call-20'));
      expect((await calls[20]!.poll()).kind).toBe('cancelled');
      expect(dispatcher.stats()).toMatchObject({ unsettledRuns: 0, queuedRuns: 0 });
    } finally {
      await dispatcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces a thread it terminates, and says so in its stats', async () => {
    const dispatcher = createLocalDispatcher({ tasksModule: TASKS, threads: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'fiscus-local-'));
    try {
      expect(dispatcher.stats()).toMatchObject({ threads: 1, liveThreads: 1, unsettledRuns: 0 });
      const counterFile = join(dir, 'spin');
      const spinner = await dispatcher.spawn('cpu-spin-until-aborted', { counterFile });
      const queued = await dispatcher.spawn<unknown, { value: string }>('echo', { value: 'after' });
      await vi.waitFor(() => expect(existsSync(counterFile)).toBe(true), { timeout: 30_000 });
      expect(dispatcher.stats()).toMatchObject({ unsettledRuns: 2, queuedRuns: 1 });
      await spinner.cancel('stop');
      // The echo can only run on the thread started in place of the terminated one.
      expect((await queued.result(30_000)).value).toBe('after');
      expect(dispatcher.stats()).toEqual({
        threads: 1,
        liveThreads: 1,
        startingThreads: 0,
        unsettledRuns: 0,
        queuedRuns: 0,
      });
    } finally {
      await dispatcher.close();
      rmSync(dir, { recursive: true, force: true });
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

describe('lazyDispatcher', () => {
  it('opens its backend on the first call only, and closing an unopened one opens nothing', async () => {
    const opened: ReturnType<typeof createLocalDispatcher>[] = [];
    const open = () => {
      const d = createLocalDispatcher({ tasksModule: TASKS, threads: 1 });
      opened.push(d);
      return d;
    };
    const unused = lazyDispatcher(open);
    await unused.close();
    expect(unused.opened).toBe(false);
    await expect(unused.spawn('echo', { value: 1 })).rejects.toMatchObject({
      failure: { code: 'dispatcher_closed' },
    });
    expect(opened).toHaveLength(0);

    const used = lazyDispatcher(open);
    try {
      const first = await used.spawn<unknown, { value: string }>('echo', { value: 'a' });
      const second = await used.spawn<unknown, { value: string }>('echo', { value: 'b' });
      expect((await first.result(15_000)).value).toBe('a');
      expect((await second.result(15_000)).value).toBe('b');
      expect(opened).toHaveLength(1);
      expect(opened[0]!.stats().liveThreads).toBe(1);
    } finally {
      await used.close();
    }
    expect(opened[0]!.stats().liveThreads).toBe(0);
    await expect(used.spawn('echo', { value: 1 })).rejects.toMatchObject({
      failure: { code: 'dispatcher_closed' },
    });
  });
});
