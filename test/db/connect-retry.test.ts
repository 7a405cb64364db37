import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, PostgresRecords, SqliteRecords } from '../../src/db/index.js';
import { POSTGRES_URL, skipPostgres } from './postgres-harness.js';

/** A claim of a new report (the fields the records require). */
const claim = (id: string) => ({
  id,
  requestDigest: `digest-${id}`,
  request: { id },
  country: 'us',
  year: 2026,
  modelVersion: 'test',
  deliveryMode: 'database',
  correlationId: `corr-${id}`,
  lease: { holder: 'test', ttlMs: 60_000 },
});

const noPostgres = await skipPostgres();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file on which another connection holds an exclusive lock until `release()`. */
function lockedFile(): { path: string; release(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-busy-'));
  dirs.push(dir);
  const path = join(dir, 'records.sqlite');
  const holder = new Database(path);
  holder.exec('create table holder (x integer)');
  holder.exec('begin exclusive');
  holder.exec('insert into holder values (1)');
  return {
    path,
    release: () => {
      if (holder.open) {
        holder.exec('commit');
        holder.close();
      }
    },
  };
}

/** A TCP proxy in front of the test Postgres server, with the sockets it holds (to cut them). */
async function postgresProxy(): Promise<{ proxy: Server; sockets: Set<Socket>; port: number }> {
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: 5432 });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { proxy, sockets, port: (proxy.address() as AddressInfo).port };
}

describe('connection refusals', () => {
  it('retries a refusing Postgres port within the budget, then fails with database_unavailable', async () => {
    const sleeps: number[] = [];
    const error = await PostgresRecords.open({
      connectionString: 'postgres://postgres@127.0.0.1:1/test',
      retry: { attempts: 4, initialDelayMs: 50, sleep: async (ms) => void sleeps.push(ms) },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ code: 'database_unavailable', attempts: 4 });
    expect(sleeps).toEqual([50, 100, 200]);
  });

  it('names the database it could not reach, never its password', async () => {
    const error = await PostgresRecords.open({
      connectionString: 'postgres://postgres:hunter2secret@127.0.0.1:1/test',
      retry: { attempts: 2, initialDelayMs: 1 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'database_unavailable' });
    expect((error as Error).message).toContain(
      'records database at postgres://postgres@127.0.0.1:1/test unavailable after 2 attempt(s)',
    );
    expect((error as Error).message).not.toContain('hunter2secret');
  });

  it.skipIf(noPostgres)(
    'does not retry a Postgres error that is not a refusal (unknown database)',
    async () => {
      const sleeps: number[] = [];
      const error = await PostgresRecords.open({
        connectionString: 'postgres://postgres@127.0.0.1:5432/fiscus_no_such_database',
        retry: { attempts: 4, sleep: async (ms) => void sleeps.push(ms) },
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'database_unavailable', attempts: 1 });
      expect(sleeps).toEqual([]);
    },
  );

  it.skipIf(noPostgres)(
    'a connection cut while its client is checked out is reported, not an unhandled error that ends the process',
    async () => {
      const { sockets, proxy, port } = await postgresProxy();
      const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/test` });
      const reported: unknown[] = [];
      const records = await PostgresRecords.open({
        pool,
        retry: { attempts: 1 },
        onIdleError: (error) => reported.push(error),
      });
      try {
        // A client held out of the pool (as a transaction holds one between statements).
        const held = await pool.connect();
        for (const s of sockets) s.destroy();
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Without a listener on the client this was an uncaught 'error' event in this process.
        expect(reported.length).toBeGreaterThan(0);
        expect(String(reported[0])).toMatch(/terminated|ECONNRESET|closed/i);
        held.release(true);
        // The records carry on over a new connection.
        expect((await records.listReports({ limit: 1 })).length).toBeGreaterThanOrEqual(0);
      } finally {
        await records.close();
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
      }
    },
    60_000,
  );

  it.skipIf(noPostgres)(
    'once open, a write rides out a server that refuses connections for a while (a restart), within the outage budget',
    async () => {
      // A proxy in front of the test server: refusing means nothing listens on its port.
      const { proxy, sockets, port } = await postgresProxy();
      const schema = `fiscus_outage_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const records = await PostgresRecords.open({
        connectionString: `postgres://postgres@127.0.0.1:${port}/test`,
        schema,
        retry: { attempts: 1 },
      });
      try {
        await records.claimReport(claim('outage-1'));
        // The server goes away: connections cut, the port refuses, for 3 s.
        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        // The pool drops its cut idle connections as it sees them close.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const healed = new Promise<void>((resolve) =>
          setTimeout(() => proxy.listen(port, '127.0.0.1', () => resolve()), 3_000),
        );
        const started = Date.now();
        // With the opening budget (one try) this would fail at once; the outage budget waits.
        expect((await records.claimReport(claim('outage-2'))).claimed).toBe(true);
        expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
        await healed;
        expect((await records.getReport('outage-1'))?.status).toBe('pending');
      } finally {
        await records.close();
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    },
    60_000,
  );

  it('retries a busy SQLite file and opens once the lock is released', async () => {
    const file = lockedFile();
    let sleeps = 0;
    const records = await SqliteRecords.open({
      path: file.path,
      busyTimeoutMs: 0,
      retry: {
        attempts: 5,
        sleep: async () => {
          sleeps += 1;
          if (sleeps === 2) file.release();
        },
      },
    });
    try {
      expect(sleeps).toBe(2);
      expect(await records.listReports()).toEqual([]);
    } finally {
      await records.close();
    }
  });

  it('gives up on a SQLite file that stays busy with database_unavailable', async () => {
    const file = lockedFile();
    try {
      const error = await SqliteRecords.open({
        path: file.path,
        busyTimeoutMs: 0,
        retry: { attempts: 3, sleep: async () => undefined },
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'database_unavailable', attempts: 3 });
      expect((error as Error).cause).toMatchObject({ code: 'SQLITE_BUSY' });
    } finally {
      file.release();
    }
  });
});
