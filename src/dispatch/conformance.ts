/**
 * The dispatcher conformance suite: one set of vitest tests that every {@link Dispatcher} backend
 * must pass. Test files call {@link describeDispatcherConformance} with a factory; the backend
 * must run the tasks of `test/dispatch/tasks.ts` (echo, sleep-then-return, throw-with-code,
 * cpu-spin-until-aborted, wait-for-abort, return-large-json). Not exported from `index.ts`: it
 * imports vitest.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureError } from '../contract/index.js';
import type { Call, CallState, CallStateKind, Dispatcher } from './dispatcher.js';

/** A backend under test, with what the suite must know about it. */
export interface DispatcherHarness {
  readonly dispatcher: Dispatcher;
  /** How many calls run at once; one more is queued. */
  readonly capacity: number;
  /** Releases everything the harness made (workers, pools, queues, connections). */
  close(): Promise<void>;
  /** What the backend is doing (queue and thread counts, errors seen): added to a timeout. */
  diagnose?(): Promise<string>;
}

/** Options of {@link describeDispatcherConformance}. */
export interface DispatcherConformanceOptions {
  /** Name of the backend, used in the test titles. */
  readonly name: string;
  /** Makes the harness; called once, before the suite's tests. */
  readonly create: () => Promise<DispatcherHarness>;
  /** Skips the suite (e.g. its service is absent outside CI). */
  readonly skip?: boolean;
}

/** Waiting helpers whose timeouts say what the backend was doing (`diagnose`). */
function waiters(diagnose: () => Promise<string>) {
  const diagnosis = async (): Promise<string> => {
    try {
      return await diagnose();
    } catch (error) {
      return `diagnosis failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  };

  /** Waits until `check` returns a value other than `undefined` (every 20 ms, up to 45 s). */
  async function waitFor<T>(
    what: string,
    check: () => Promise<T | undefined> | T | undefined,
  ): Promise<T> {
    // 45 s: thread start-up through tsx is slow on a loaded machine.
    const deadline = Date.now() + 45_000;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; backend: ${await diagnosis()}`);
      await sleep(20);
    }
  }

  return {
    waitFor,
    waitForState<R>(call: Call<R>, kind: CallStateKind): Promise<CallState<R>> {
      return waitFor(`call state ${kind}`, async () => {
        const state = await call.poll();
        return state.kind === kind ? state : undefined;
      });
    },
    /** The call's result, within 45 s. */
    async resultOf<R>(call: Call<R>): Promise<R> {
      try {
        return await call.result(45_000);
      } catch (error) {
        if (error instanceof FailureError && error.code === 'call_timeout')
          error.message = `${error.message}; backend: ${await diagnosis()}`;
        throw error;
      }
    },
  };
}

function readCounter(file: string): number {
  return existsSync(file) ? Number(readFileSync(file, 'utf8') || '0') : 0;
}

async function rejection(promise: Promise<unknown>): Promise<FailureError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FailureError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** Registers the conformance tests for one dispatcher backend. */
export function describeDispatcherConformance(options: DispatcherConformanceOptions): void {
  describe.skipIf(options.skip === true)(`Dispatcher conformance: ${options.name}`, () => {
    let harness: DispatcherHarness;
    let dir: string;
    const d = (): Dispatcher => harness.dispatcher;
    const { waitFor, waitForState, resultOf } = waiters(
      async () => (await harness.diagnose?.()) ?? 'no diagnosis',
    );

    /** The file filler `i` of `fillCapacity(tag)` writes to. */
    const fillerMarker = (tag: string, i: number): string => join(dir, `${tag}-filler-${i}`);

    /**
     * Occupies every slot with a task that waits for its signal (cheap to cancel: it stops by
     * itself, so no thread is terminated), and waits until each one runs. If one never runs, the
     * fillers are cancelled, so that the next tests find the slots free.
     */
    async function fillCapacity(tag: string): Promise<Call<unknown>[]> {
      const calls: Call<unknown>[] = [];
      try {
        for (let i = 0; i < harness.capacity; i += 1) {
          const markerFile = fillerMarker(tag, i);
          calls.push(await d().spawn('wait-for-abort', { markerFile }));
          await waitFor(`filler ${i} to start`, () => (existsSync(markerFile) ? true : undefined));
        }
      } catch (error) {
        await Promise.allSettled(calls.map((call) => call.cancel('filler not needed')));
        throw error;
      }
      return calls;
    }

    /** Cancels the fillers of `fillCapacity(tag)` and waits until each task saw its signal. */
    async function releaseFillers(tag: string, fillers: readonly Call<unknown>[]): Promise<void> {
      await Promise.all(fillers.map((filler) => filler.cancel('make room')));
      for (let i = 0; i < fillers.length; i += 1) {
        const markerFile = fillerMarker(tag, i);
        await waitFor(`filler ${i} to see its cancellation`, () =>
          readFileSync(markerFile, 'utf8').includes('aborted: make room') ? true : undefined,
        );
      }
    }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'fiscus-dispatch-'));
      harness = await options.create();
    });

    afterAll(async () => {
      await harness?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('returns the value of a task, and polls it as succeeded', async () => {
      const call = await d().spawn<unknown, { value: unknown; correlationId: string }>('echo', {
        value: { a: [1, 2.5, 'x'], b: null, c: { nested: true } },
      });
      const value = await resultOf(call);
      expect(value).toEqual({
        value: { a: [1, 2.5, 'x'], b: null, c: { nested: true } },
        correlationId: call.id,
      });
      expect(await call.poll()).toEqual({ kind: 'succeeded', value });
    });

    it('hands the correlation id to the task', async () => {
      const call = await d().spawn<unknown, { correlationId: string }>(
        'echo',
        { value: 1 },
        { correlationId: 'corr-42' },
      );
      expect(call.correlationId).toBe('corr-42');
      expect((await resultOf(call)).correlationId).toBe('corr-42');
    });

    it('returns a large JSON result intact', async () => {
      const call = await d().spawn<unknown, { index: number; label: string; value: number }[]>(
        'return-large-json',
        { count: 30_000 },
      );
      const rows = await resultOf(call);
      expect(rows).toHaveLength(30_000);
      expect(rows[29_999]).toEqual({
        index: 29_999,
        label: 'row-29999',
        value: 14_999.5,
        flags: [false, false],
      });
      expect(rows.reduce((sum, row) => sum + row.index, 0)).toBe((29_999 * 30_000) / 2);
    });

    it('returns typed arrays as typed arrays of the same kind and values, nested in plain data', async () => {
      const n = 5_000;
      const call = await d().spawn<
        unknown,
        {
          label: string;
          columns: [{ floats: Float64Array }, { ints: Int32Array; flags: Uint8Array }];
          view: Int32Array;
        }
      >('typed-arrays', { length: n });
      const got = await resultOf(call);
      expect(got.label).toBe('typed');
      const [{ floats }, { ints, flags }] = got.columns;
      expect(floats).toBeInstanceOf(Float64Array);
      expect(ints).toBeInstanceOf(Int32Array);
      expect(flags).toBeInstanceOf(Uint8Array);
      expect(got.view).toBeInstanceOf(Int32Array);
      expect([floats.length, ints.length, flags.length, got.view.length]).toEqual([n, n, n, n]);
      for (let i = 0; i < n; i++) {
        expect(Object.is(floats[i], i % 3 === 0 ? -0 : i * 1e-300 + i * 1e300)).toBe(true);
        expect(ints[i]).toBe(i % 2 === 0 ? -i | 0 : 2_147_483_647 - i);
        expect(flags[i]).toBe(i % 2);
        expect(got.view[i]).toBe(7);
      }
    });

    it("fails with the task's own code and a redacted summary", async () => {
      const call = await d().spawn('throw-with-code', {
        code: 'rule_missing',
        message: 'lookup failed token=sup3rsecretvalue',
      });
      const error = await rejection(resultOf(call));
      expect(error.code).toBe('rule_missing');
      expect(error.failure.summary).toContain('lookup failed');
      expect(error.failure.summary).not.toContain('sup3rsecretvalue');
      expect(error.failure.correlationId).toBe(call.correlationId);
      expect(await call.poll()).toEqual({ kind: 'failed', failure: error.failure });
    });

    it('fails with task_failed when the error has no code, and unknown_task for a missing task', async () => {
      const plain = await d().spawn('throw-with-code', { message: 'plain error' });
      expect((await rejection(resultOf(plain))).code).toBe('task_failed');
      const missing = await d().spawn('no-such-task', {});
      expect((await rejection(resultOf(missing))).code).toBe('unknown_task');
    });

    it('times out result() with call_timeout without cancelling the call', async () => {
      const call = await d().spawn<unknown, string>('sleep-then-return', {
        ms: 800,
        value: 'late',
      });
      const error = await rejection(call.result(50));
      expect(error.code).toBe('call_timeout');
      expect(['pending', 'running']).toContain((await call.poll()).kind);
      expect(await resultOf(call)).toBe('late');
    });

    it('reports pending while queued, running while it runs, then the outcome', async () => {
      const spinners = await fillCapacity('states');
      for (const spinner of spinners) expect((await spinner.poll()).kind).toBe('running');
      const queued = await d().spawn<unknown, { value: number }>('echo', { value: 7 });
      expect((await queued.poll()).kind).toBe('pending');
      await releaseFillers('states', spinners);
      expect((await resultOf(queued)).value).toBe(7);
      expect((await queued.poll()).kind).toBe('succeeded');
    });

    it('cancels a running CPU-bound task, which really stops', async () => {
      const counterFile = join(dir, 'running-spin');
      const call = await d().spawn('cpu-spin-until-aborted', { counterFile });
      await waitFor('the spinner to count', () =>
        readCounter(counterFile) > 0 ? true : undefined,
      );
      await waitForState(call, 'running');
      await call.cancel('enough spinning');
      expect(await call.poll()).toEqual({ kind: 'cancelled', reason: 'enough spinning' });
      const error = await rejection(resultOf(call));
      expect(error.code).toBe('call_cancelled');
      expect(error.failure.summary).toContain('enough spinning');
      await sleep(600);
      const afterCancel = readCounter(counterFile);
      await sleep(400);
      expect(readCounter(counterFile)).toBe(afterCancel);
    });

    it('cancels a queued task, which never starts', async () => {
      const spinners = await fillCapacity('queued');
      const markerFile = join(dir, 'queued-marker');
      const queued = await d().spawn('echo', { value: 'never', markerFile });
      expect((await queued.poll()).kind).toBe('pending');
      await queued.cancel('not needed');
      expect(await queued.poll()).toEqual({ kind: 'cancelled', reason: 'not needed' });
      await releaseFillers('queued', spinners);
      // Calls run in order: once a later call is done, the cancelled one would have run by now.
      const later = await d().spawn('echo', { value: 'later' });
      await resultOf(later);
      expect(existsSync(markerFile)).toBe(false);
      expect((await rejection(queued.result(1_000))).code).toBe('call_cancelled');
    });

    it("aborts the task's AbortSignal with the reason", async () => {
      const markerFile = join(dir, 'abort-marker');
      const call = await d().spawn('wait-for-abort', { markerFile });
      await waitFor('the task to wait', () => (existsSync(markerFile) ? true : undefined));
      await call.cancel('stop please');
      await waitFor('the task to see its signal', () =>
        readFileSync(markerFile, 'utf8').includes('aborted: stop please') ? true : undefined,
      );
      expect((await call.poll()).kind).toBe('cancelled');
    });

    it('keeps the first cancellation reason, and a finished outcome', async () => {
      const sleeping = await d().spawn('sleep-then-return', { ms: 10_000, value: 'x' });
      await sleeping.cancel('first');
      await sleeping.cancel('second');
      expect(await sleeping.poll()).toEqual({ kind: 'cancelled', reason: 'first' });
      const done = await d().spawn<unknown, { value: string }>('echo', { value: 'kept' });
      await resultOf(done);
      await done.cancel('too late');
      expect((await done.poll()).kind).toBe('succeeded');
      expect((await done.result(1_000)).value).toBe('kept');
      const failed = await d().spawn('throw-with-code', { code: 'own_code', message: 'x' });
      await rejection(resultOf(failed));
      await failed.cancel('too late');
      expect((await rejection(failed.result(1_000))).code).toBe('own_code');
    });

    it('runs many calls concurrently', async () => {
      const calls = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          d().spawn<unknown, { value: number }>('echo', { value: i }),
        ),
      );
      expect(new Set(calls.map((call) => call.id)).size).toBe(40);
      const values = await Promise.all(calls.map(async (call) => (await resultOf(call)).value));
      expect(values).toEqual(Array.from({ length: 40 }, (_, i) => i));
    });

    // Last: it closes the suite's dispatcher (the harness closes it again, which must be fine).
    it('refuses spawns after close, and close is idempotent', async () => {
      const call = await d().spawn<unknown, { value: number }>('echo', { value: 1 });
      expect((await resultOf(call)).value).toBe(1);
      await d().close();
      await d().close();
      expect((await rejection(d().spawn('echo', { value: 2 }))).code).toBe('dispatcher_closed');
    });
  });
}
