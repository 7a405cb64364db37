import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullmqDispatcher, startBullmqWorker } from '../../src/dispatch/index.js';
import type { BullmqDispatcher, BullmqWorker } from '../../src/dispatch/index.js';
import { postgresTestStore, redisTestStore } from './queue-test-backends.js';

const CHILD = fileURLToPath(new URL('./bullmq-worker-child.ts', import.meta.url));
const FAST_LOCKS = { lockDurationMs: 1_000, stalledIntervalMs: 500 };

/** Starts a worker process; resolves once it reports that it started. */
async function startChild(options: object): Promise<{ child: ChildProcess; output: () => string }> {
  // `node --import tsx` rather than `npx tsx`: one process, so SIGKILL kills the worker itself.
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntil('the worker process to start', () => output.includes('started on queue'));
  return { child, output: () => output };
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.signalCode ?? child.exitCode)
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

for (const [name, open] of [
  ['PostgreSQL', postgresTestStore],
  ['Redis', redisTestStore],
] as const) {
  const store = await open();
  describe.skipIf(typeof store === 'string')(`BullMQ worker processes on ${name}`, () => {
    let dir = '';
    const cleanups: (() => Promise<unknown>)[] = [];
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'fiscus-stalled-'));
    });
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      if (typeof store !== 'string') await store.destroy();
      if (dir !== '') rmSync(dir, { recursive: true, force: true });
    });
    if (typeof store === 'string') return;
    const ready = store;

    async function openQueue(): Promise<{ address: object; dispatcher: BullmqDispatcher }> {
      const address = {
        connection: ready.connection,
        queueName: `stalled-${randomUUID()}`,
        prefix: ready.prefix,
      };
      const dispatcher = await createBullmqDispatcher({ ...address, pollIntervalsMs: [100, 250] });
      cleanups.push(() => dispatcher.close());
      return { address, dispatcher };
    }

    it('runs again, on another worker, a job whose worker was killed', async () => {
      const { address, dispatcher } = await openQueue();
      const { child } = await startChild({ ...address, concurrency: 1, ...FAST_LOCKS });
      cleanups.push(async () => child.kill('SIGKILL'));
      const markerFile = join(dir, 'stalled-marker');
      const call = await dispatcher.spawn<unknown, string>('sleep-then-return', {
        ms: 1_500,
        value: 'survived',
        markerFile,
      });
      await waitUntil('the child to start the job', () => existsSync(markerFile));
      expect((await call.poll()).kind).toBe('running');
      child.kill('SIGKILL');
      expect(await exited(child)).toBe('SIGKILL');

      const rescuer: BullmqWorker = await startBullmqWorker({
        ...(address as { connection: never; queueName: string }),
        tasksModule: new URL('./tasks.ts', import.meta.url),
        concurrency: 1,
        ...FAST_LOCKS,
      });
      cleanups.push(() => rescuer.close({ force: true }));
      expect(await call.result(20_000)).toBe('survived');
      const lines = readFileSync(markerFile, 'utf8').trim().split('\n');
      expect(lines).toEqual([`start ${child.pid}`, `start ${process.pid}`]);
    });

    it('cancels a job running in another process, and finishes running jobs on SIGTERM', async () => {
      const { address, dispatcher } = await openQueue();
      const { child, output } = await startChild({
        ...address,
        concurrency: 1,
        ...FAST_LOCKS,
        statsIntervalMs: 200,
      });
      cleanups.push(async () => child.kill('SIGKILL'));
      const counterFile = join(dir, 'remote-spin');
      const call = await dispatcher.spawn('cpu-spin-until-aborted', { counterFile });
      await waitUntil('the remote spinner to count', () => existsSync(counterFile));
      await call.cancel('remote stop');
      await expect(call.result(20_000)).rejects.toMatchObject({ code: 'call_cancelled' });
      await sleep(600);
      const afterCancel = readFileSync(counterFile, 'utf8');
      await sleep(400);
      expect(readFileSync(counterFile, 'utf8')).toBe(afterCancel);
      // The job ended as a cancelled failure, recorded by the worker process.
      await waitUntil('the job to be failed', async () => (await call.poll()).kind === 'cancelled');

      // SIGTERM lets a running job finish before the process exits.
      const markerFile = join(dir, 'graceful-marker');
      const last = await dispatcher.spawn<unknown, string>('sleep-then-return', {
        ms: 1_000,
        value: 'finished gracefully',
        markerFile,
      });
      await waitUntil('the last job to start', () => existsSync(markerFile));
      // The worker's stats lines show the job it runs.
      await waitUntil('a stats line with the running job', () =>
        output().includes(`"id":"${last.id}","task":"sleep-then-return","phase":"running"`),
      );
      child.kill('SIGTERM');
      expect(await last.result(20_000)).toBe('finished gracefully');
      expect(await exited(child)).toBe(0);
      expect(output()).toContain('worker stopped');
    });
  });
}
