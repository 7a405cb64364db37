import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeDispatcherConformance } from '../../src/dispatch/conformance.js';
import { createBullmqDispatcher, startBullmqWorker } from '../../src/dispatch/index.js';
import type { BullmqDispatcher, BullmqWorker } from '../../src/dispatch/index.js';
import { cancelField } from '../../src/dispatch/bullmq/bullmq-protocol.js';
import { openQueue } from '../../src/dispatch/bullmq/queue-classes.js';
import type { CallQueue } from '../../src/dispatch/bullmq/queue-classes.js';
import { postgresTestStore, redisTestStore } from './queue-test-backends.js';
import type { TestQueueStore } from './queue-test-backends.js';

const TASKS = new URL('./tasks.ts', import.meta.url);

interface Harness {
  readonly dispatcher: BullmqDispatcher;
  readonly worker: BullmqWorker;
  readonly queueName: string;
  close(): Promise<void>;
  /** The queue's job counts, the worker's and its pool's counts, and the worker's errors. */
  diagnose(): Promise<string>;
}

/** A worker (2 threads) and a dispatcher on a queue of their own. */
async function createHarness(store: TestQueueStore): Promise<Harness> {
  const queueName = `conformance-${randomUUID()}`;
  const address = { connection: store.connection, queueName, prefix: store.prefix };
  const errors: string[] = [];
  const worker = await startBullmqWorker({
    ...address,
    tasksModule: TASKS,
    concurrency: 2,
    onError: (error) => errors.push(error.message),
  });
  const dispatcher = await createBullmqDispatcher({ ...address, pollIntervalsMs: [100, 250, 500] });
  return {
    dispatcher,
    worker,
    queueName,
    close: async () => {
      await dispatcher.close();
      await worker.close({ force: true });
    },
    diagnose: async () => {
      const queue = openQueue(address);
      try {
        const counts = await queue.getJobCounts();
        return JSON.stringify({ jobs: counts, worker: worker.stats(), workerErrors: errors });
      } finally {
        await queue.close();
      }
    },
  };
}

for (const [name, open] of [
  ['PostgreSQL', postgresTestStore],
  ['Redis', redisTestStore],
] as const) {
  const store = await open();
  const skip = typeof store === 'string';
  describe.skipIf(skip)(`BullMQ on ${name}${skip ? ` (skipped: ${store})` : ''}`, () => {
    afterAll(async () => {
      if (typeof store !== 'string') await store.destroy();
    });

    describeDispatcherConformance({
      name: `BullmqDispatcher (${name})`,
      skip,
      create: async () => ({ ...(await createHarness(store as TestQueueStore)), capacity: 2 }),
    });

    describe('specifics', () => {
      let harness: Harness;
      beforeAll(async () => {
        harness = await createHarness(store as TestQueueStore);
      });
      afterAll(async () => {
        await harness?.close();
      });

      it('lets a handle attached by id see the same call', async () => {
        const call = await harness.dispatcher.spawn<unknown, { value: string }>(
          'echo',
          { value: 'shared' },
          { correlationId: 'corr-attach' },
        );
        await call.result(15_000);
        const attached = await harness.dispatcher.attach<{ value: string }>(call.id);
        expect(attached.correlationId).toBe('corr-attach');
        expect((await attached.result(1_000)).value).toBe('shared');
      });

      /** Runs `test` with a scratch directory and a handle on the harness's queue. */
      async function withQueue(test: (dir: string, queue: CallQueue) => Promise<void>) {
        const dir = mkdtempSync(join(tmpdir(), 'fiscus-bullmq-'));
        const queue = openQueue({
          connection: (store as TestQueueStore).connection,
          queueName: harness.queueName,
          prefix: (store as TestQueueStore).prefix,
        });
        try {
          await test(dir, queue);
        } finally {
          await queue.close();
          rmSync(dir, { recursive: true, force: true });
        }
      }

      it('removes a waiting job that is cancelled', () =>
        withQueue(async (dir, queue) => {
          const fillers = [];
          for (let i = 0; i < 2; i += 1) {
            const markerFile = join(dir, `filler-${i}`);
            fillers.push(await harness.dispatcher.spawn('wait-for-abort', { markerFile }));
            await vi.waitFor(() => expect(existsSync(markerFile)).toBe(true), {
              timeout: 45_000,
              interval: 20,
            });
          }
          const queued = await harness.dispatcher.spawn('echo', { value: 'never' });
          expect(await queue.getJobState(queued.id)).toBe('waiting');
          await queued.cancel('not needed');
          expect(await queue.getJob(queued.id)).toBeUndefined();
          expect(await queued.poll()).toEqual({ kind: 'cancelled', reason: 'not needed' });
          await Promise.all(fillers.map((filler) => filler.cancel('done')));
          // Each filler writes its marker once more when it sees the signal: wait for that, so
          // that no write lands in the scratch directory while it is being removed.
          for (let i = 0; i < fillers.length; i += 1) {
            const markerFile = join(dir, `filler-${i}`);
            await vi.waitFor(
              () => expect(readFileSync(markerFile, 'utf8')).toContain('aborted: done'),
              { timeout: 15_000, interval: 20 },
            );
          }
        }));

      it('cancels a running job whose cancellation event it missed, by reading the queue', () =>
        withQueue(async (dir, queue) => {
          const markerFile = join(dir, 'missed');
          const call = await harness.dispatcher.spawn('wait-for-abort', { markerFile });
          await vi.waitFor(() => expect(existsSync(markerFile)).toBe(true), {
            timeout: 45_000,
            interval: 20,
          });
          // What the dispatcher records when it cancels, without the event that wakes workers.
          await queue.backend.setQueueMeta({ [cancelField(call.id)]: 'event lost' });
          await vi.waitFor(
            () => expect(readFileSync(markerFile, 'utf8')).toContain('aborted: event lost'),
            { timeout: 15_000, interval: 50 },
          );
          await expect(call.result(15_000)).rejects.toMatchObject({ code: 'call_cancelled' });
          expect(harness.worker.stats().cancellations).toContainEqual({
            jobId: call.id,
            via: 'queue-check',
            aborted: true,
          });
        }));

      it('forgets cancellation reasons once finished jobs are no longer kept', () =>
        withQueue(async (_dir, queue) => {
          const shortLived = await createBullmqDispatcher({
            connection: (store as TestQueueStore).connection,
            queueName: harness.queueName,
            prefix: (store as TestQueueStore).prefix,
            retainFinishedSeconds: 1,
          });
          try {
            const first = await shortLived.spawn('sleep-then-return', { ms: 10_000, value: 1 });
            await first.cancel('first');
            expect(await queue.backend.getQueueMetaField(cancelField(first.id))).toBe('first');
            await new Promise((resolve) => setTimeout(resolve, 1_200));
            const second = await shortLived.spawn('sleep-then-return', { ms: 10_000, value: 2 });
            await second.cancel('second');
            expect(await queue.backend.getQueueMetaField(cancelField(first.id))).toBeNull();
            expect(await queue.backend.getQueueMetaField(cancelField(second.id))).toBe('second');
          } finally {
            await shortLived.close();
          }
        }));

      it('reports an unknown call id as call_not_found', async () => {
        const ghost = await harness.dispatcher.attach(randomUUID());
        const state = await ghost.poll();
        expect(state.kind === 'failed' ? state.failure.code : state.kind).toBe('call_not_found');
      });
    });
  });
}
