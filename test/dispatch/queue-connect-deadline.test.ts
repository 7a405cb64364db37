/**
 * Connecting to a queue has a deadline (issue 14): a Redis port where nothing listens, a socket
 * that accepts and never answers, and a PostgreSQL port where nothing listens all end in
 * `queue_unreachable` naming the address — and `fiscus report --queue` and `fiscus worker` say so
 * and exit 1 instead of hanging silently.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullmqDispatcher, parseQueueUrl } from '../../src/dispatch/index.js';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;

/** A port that was free a moment ago: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let silent: Server;
let silentPort: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('queue connect deadline', () => {
  it.each([
    ['a Redis port where nothing listens', async () => `redis://127.0.0.1:${await closedPort()}`],
    ['a socket that accepts and never answers', async () => `redis://127.0.0.1:${silentPort}`],
    [
      'a PostgreSQL port where nothing listens',
      async () => `postgres://postgres@127.0.0.1:${await closedPort()}/test`,
    ],
  ])('fails within the deadline for %s, naming the address', async (_, url) => {
    const address = await url();
    const error = await createBullmqDispatcher({
      connection: parseQueueUrl(address),
      queueName: 'deadline-test',
      connectTimeoutMs: 1_500,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'queue_unreachable' });
    expect((error as Error).message).toContain(`cannot reach the queue at ${address}`);
  });

  it('makes `fiscus worker` to a queue that accepts and never answers exit 1 at its start-up deadline, naming the address', async () => {
    const started = Date.now();
    const result = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        join(ROOT, 'src/cli/main.ts'),
        'worker',
        '--queue',
        `redis://127.0.0.1:${silentPort}`,
        '--connect-timeout',
        '2',
      ],
      { cwd: ROOT, timeout: 120_000 },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code?: number; stderr?: string }) => ({ code: e.code, stderr: e.stderr ?? '' }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `queue_unreachable: cannot reach the queue at redis://127\\.0\\.0\\.1:${silentPort}: no answer within 2 s`,
      ),
    );
    // It gave up at its deadline, not at the test's timeout.
    expect(Date.now() - started).toBeLessThan(100_000);
  }, 180_000);

  it('makes `fiscus report --queue` to a dead port exit 1 with the reason', async () => {
    const home = mkdtempSync(join(tmpdir(), 'fiscus-queue-deadline-'));
    try {
      const port = await closedPort();
      const result = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          join(ROOT, 'src/cli/main.ts'),
          'report',
          '--households',
          '500',
          '--home',
          home,
          '--no-progress',
          '--delivery',
          'return',
          '--queue',
          `redis://127.0.0.1:${port}`,
        ],
        { cwd: ROOT, timeout: 240_000 },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code?: number; stderr?: string }) => ({ code: e.code, stderr: e.stderr ?? '' }),
      );
      expect(result.code).toBe(1);
      // The CLI probes the queue before it builds anything (the dispatcher's own connect
      // deadline stands behind it): either names the queue and its address.
      expect(result.stderr).toMatch(
        new RegExp(`queue_unreachable: cannot reach the .*queue.*redis://127\\.0\\.0\\.1:${port}`),
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 300_000);
});
