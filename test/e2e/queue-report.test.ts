/**
 * A whole national report through the queue: `fiscus report --queue URL` feeding two
 * `fiscus worker` processes gives the same MacroOutput as the same request on local worker
 * threads — with the queue on Redis and on PostgreSQL (in a schema of its own, created by the
 * CLI). A missing server skips its backend outside CI and fails it under CI.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFIX } from '../../src/dispatch/index.js';
import {
  postgresTestStore,
  redisTestStore,
  removeRedisKeys,
} from '../dispatch/queue-test-backends.js';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const CLI = join(ROOT, 'src/cli/main.ts');
const HOUSEHOLDS = '3000';
const homes: string[] = [];

/** Runs `fiscus report` for the EITC example and returns its MacroOutput JSON. */
async function report(extra: readonly string[]): Promise<Record<string, unknown>> {
  const home = mkdtempSync(join(tmpdir(), 'fiscus-e2e-'));
  homes.push(home);
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
  // `--json` prints the execution result; the MacroOutput is compared.
  return (JSON.parse(stdout) as { macroOutput: Record<string, unknown> }).macroOutput;
}

/** The same request on local threads, run once for both backends. */
let local: Promise<Record<string, unknown>> | undefined;
const localReport = (): Promise<Record<string, unknown>> => (local ??= report(['--threads', '1']));

afterAll(() => {
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

/** A queue for the CLI: its URL, and how to remove what the report left in it. */
interface CliQueue {
  readonly url: string;
  cleanup(queueName: string): Promise<void>;
}

async function redisQueue(): Promise<CliQueue | string> {
  const store = await redisTestStore();
  if (typeof store === 'string') return store;
  await store.destroy(); // only its reachability check is needed here
  return {
    url: 'redis://127.0.0.1:6379',
    // The CLI's queues live under Fiscus's default key prefix.
    cleanup: (queueName) => removeRedisKeys(`${DEFAULT_PREFIX}:${queueName}:*`),
  };
}

async function postgresQueue(): Promise<CliQueue | string> {
  const store = await postgresTestStore();
  if (typeof store === 'string') return store;
  const { connection } = store;
  if (connection.kind !== 'postgres') throw new Error('expected a PostgreSQL store');
  return {
    url: `${connection.url}?schema=${connection.schema}`,
    cleanup: () => store.destroy(),
  };
}

for (const [name, open] of [
  ['Redis', redisQueue],
  ['PostgreSQL', postgresQueue],
] as const) {
  const queue = await open();
  const skip = typeof queue === 'string' ? queue : undefined;

  describe.skipIf(skip !== undefined)(
    `a report through the queue on ${name}${skip ? ` (${skip})` : ''}`,
    () => {
      const queueName = `fiscus-e2e-${randomUUID()}`;
      const workers: ChildProcess[] = [];
      const url = typeof queue === 'string' ? '' : queue.url;

      beforeAll(() => {
        for (let i = 0; i < 2; i += 1) {
          workers.push(
            spawn(
              process.execPath,
              ['--import', 'tsx', CLI, 'worker', '--queue', url, '--queue-name', queueName],
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
              new Promise((resolve) =>
                w.exitCode !== null ? resolve(null) : w.once('exit', resolve),
              ),
          ),
        );
        if (typeof queue !== 'string') await queue.cleanup(queueName);
      });

      it(
        'gives on fiscus worker processes the MacroOutput it gives on local threads',
        { timeout: 300_000 },
        async () => {
          const viaQueue = await report(['--queue', url, '--queue-name', queueName]);
          expect(viaQueue).toEqual(await localReport());
          expect(JSON.stringify(viaQueue)).toContain('budget');
        },
      );
    },
  );
}
