/**
 * A whole national report through the queue: `fiscus report --queue redis://…` feeding two
 * `fiscus worker` processes (BullMQ on Redis) gives the same MacroOutput as the same request on
 * local worker threads. A missing Redis skips this outside CI and fails it under CI.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFIX } from '../../src/dispatch/index.js';
import { redisTestStore, removeRedisKeys } from '../dispatch/queue-test-backends.js';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const CLI = join(ROOT, 'src/cli/main.ts');
const REDIS_URL = 'redis://127.0.0.1:6379';
const HOUSEHOLDS = '3000';

const store = await redisTestStore();
const skip = typeof store === 'string' ? store : undefined;
if (typeof store !== 'string') await store.destroy(); // only its reachability check is needed here

/** Runs `fiscus report` for the EITC example and returns its MacroOutput JSON. */
async function report(home: string, extra: readonly string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      CLI,
      'report',
      '--reform',
      join(ROOT, 'examples/eitc-expansion.json'),
      '--households',
      HOUSEHOLDS,
      '--home',
      home,
      '--delivery',
      'return',
      '--no-cache',
      '--no-progress',
      '--json',
      ...extra,
    ],
    { cwd: ROOT, maxBuffer: 16 << 20 },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe.skipIf(skip !== undefined)(`a report through the queue${skip ? ` (${skip})` : ''}`, () => {
  const queueName = `fiscus-e2e-${randomUUID()}`;
  const workers: ChildProcess[] = [];
  const homes: string[] = [];

  beforeAll(() => {
    for (let i = 0; i < 2; i += 1) {
      workers.push(
        spawn(
          process.execPath,
          ['--import', 'tsx', CLI, 'worker', '--queue', REDIS_URL, '--queue-name', queueName],
          { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
        ),
      );
    }
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((resolve) => (w.exitCode !== null ? resolve(null) : w.once('exit', resolve))),
      ),
    );
    for (const home of homes) rmSync(home, { recursive: true, force: true });
    // The CLI's queues live under Fiscus's default key prefix; remove this one's keys.
    await removeRedisKeys(`${DEFAULT_PREFIX}:${queueName}:*`);
  });

  it(
    'gives on fiscus worker processes the MacroOutput it gives on local threads',
    { timeout: 300_000 },
    async () => {
      const queueHome = mkdtempSync(join(tmpdir(), 'fiscus-queue-'));
      const localHome = mkdtempSync(join(tmpdir(), 'fiscus-local-'));
      homes.push(queueHome, localHome);
      const viaQueue = await report(queueHome, ['--queue', REDIS_URL, '--queue-name', queueName]);
      const local = await report(localHome, ['--threads', '1']);
      expect(viaQueue).toEqual(local);
      expect(JSON.stringify(viaQueue)).toContain('budget');
    },
  );
});
