/**
 * Test helpers for the BullMQ backend: which queue stores are usable here (Redis needs the server
 * and the optional `ioredis` package; PostgreSQL needs the server), a unique namespace per test
 * run (Redis key prefix, Postgres schema), and removal of everything a test queue left. A missing
 * server skips the tests outside CI and fails them under CI.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { hasRedisClient } from '../../src/dispatch/index.js';
import type { QueueConnection } from '../../src/dispatch/index.js';

const REDIS = { host: '127.0.0.1', port: 6379 } as const;
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

function underCi(): boolean {
  return process.env.CI !== undefined && process.env.CI !== '';
}

async function reachable(host: string, port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A queue store for one test file: its connection, and how to remove what the tests left. */
export interface TestQueueStore {
  readonly connection: QueueConnection;
  readonly prefix: string;
  /** Removes every queue, key and table of this store's namespace. */
  destroy(): Promise<void>;
}

/** The Redis store, or why it cannot be used (`undefined` and a reason). */
export async function redisTestStore(): Promise<TestQueueStore | string> {
  if (!(await reachable(REDIS.host, REDIS.port))) {
    if (underCi())
      throw new Error(
        `Redis is required under CI and is not reachable at ${REDIS.host}:${REDIS.port}`,
      );
    return 'Redis is not running';
  }
  // The server is up but BullMQ cannot talk to it without ioredis (an optional peer of bullmq 6.7).
  if (!hasRedisClient()) return 'the ioredis package is not installed';
  const prefix = `fiscus-test-${randomUUID()}`;
  return {
    connection: { kind: 'redis', ...REDIS },
    prefix,
    destroy: () => removeRedisKeys(`${prefix}:*`),
  };
}

/** Removes every Redis key matching a pattern (e.g. a test queue's `bull:<name>:*`). */
export async function removeRedisKeys(pattern: string): Promise<void> {
  const { Redis } = (await import('ioredis' as string)) as {
    Redis: new (options: object) => RedisLike;
  };
  const client = new Redis(REDIS);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await client.quit();
  }
}

interface RedisLike {
  scan(cursor: string, ...args: (string | number)[]): Promise<[string, string[]]>;
  del(...keys: string[]): Promise<number>;
  quit(): Promise<unknown>;
}

/** The PostgreSQL store, in a schema of its own (dropped by `destroy`). */
export async function postgresTestStore(): Promise<TestQueueStore | string> {
  if (!(await reachable('127.0.0.1', 5432))) {
    if (underCi())
      throw new Error('PostgreSQL is required under CI and is not reachable at 127.0.0.1:5432');
    return 'PostgreSQL is not running';
  }
  const schema = `fiscus_test_${randomUUID().replaceAll('-', '')}`;
  return {
    connection: { kind: 'postgres', url: POSTGRES_URL, schema, migrate: true },
    prefix: 'fiscus-test',
    destroy: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
