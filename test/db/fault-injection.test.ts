import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KyselyRecords,
  PostgresRecords,
  SqliteRecords,
  type Records,
  type RecordsDatabase,
} from '../../src/db/index.js';
import { POSTGRES_URL, createPostgresTestDatabase, skipPostgres } from './postgres-harness.js';

// Real failures under the records, never a mock of Records: a SQLite trigger that aborts a write,
// a Kysely driver whose connection fails chosen statements, a Postgres pool that has been ended.

const CORRELATION = '7c1d2e3f-0000-4000-8000-000000000001';
const SECTIONS = { budget: { maxAbsDiff: 1, maxRelDiff: 0.1, differs: true } };
/** The comparison every write-failure case tries to record. */
const COMPARISON = {
  reportId: 'r1',
  referenceReportId: 'ref',
  status: 'differs' as const,
  sections: SECTIONS,
};
const noPostgres = await skipPostgres();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sqliteFile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-faults-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'records.sqlite');
  await (await SqliteRecords.open({ path })).close();
  return path;
}

/** A running report with a running baseline simulation. */
async function seed(records: Records): Promise<void> {
  await records.claimReport({
    id: 'r1',
    requestDigest: 'd',
    request: {},
    country: 'us',
    year: 2026,
    modelVersion: 'm',
  });
  await records.startReport('r1');
  await records.createSimulation({ id: 's1', reportId: 'r1', role: 'baseline' });
  await records.startSimulation('s1');
}

/** A SQLite dialect whose connection throws a disk error for statements `fails` picks, counting attempts. */
function failingSqliteDialect(
  path: string,
  fails: (sql: string) => boolean,
): { dialect: Dialect; attempts: string[] } {
  const attempts: string[] = [];
  const inner = new SqliteDialect({ database: new Database(path) });
  const wrap = (connection: DatabaseConnection): DatabaseConnection => ({
    executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      if (fails(query.sql)) {
        attempts.push(query.sql);
        return Promise.reject(
          Object.assign(new Error('disk I/O error (injected)'), { code: 'SQLITE_IOERR' }),
        );
      }
      return connection.executeQuery<R>(query);
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  });
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: (): Driver => {
      const driver = inner.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection: async () => wrap(await driver.acquireConnection()),
        beginTransaction: (c, s) => driver.beginTransaction(c, s),
        commitTransaction: async (c) => {
          if (fails('commit')) await c.executeQuery(CompiledQuery.raw('commit'));
          else await driver.commitTransaction(c);
        },
        rollbackTransaction: (c) => driver.rollbackTransaction(c),
        releaseConnection: (c) => driver.releaseConnection(c),
        destroy: () => driver.destroy(),
      };
    },
  };
  return { dialect, attempts };
}

describe('records under injected write failures', () => {
  it('a SQLite trigger aborting the comparison insert: typed error, and the report update is rolled back', async () => {
    const path = await sqliteFile();
    const records = await SqliteRecords.open({ path });
    cleanups.push(() => records.close());
    await seed(records);
    const admin = new Database(path);
    admin.exec(`create trigger fail_comparison before insert on report_comparisons
                begin select raise(abort, 'injected write failure'); end`);
    admin.close();

    await expect(records.recordComparison(COMPARISON)).rejects.toMatchObject({
      code: 'database_statement_failed',
      operation: 'recordComparison',
    });
    expect((await records.getReport('r1'))?.comparison).toBeNull();
    expect(await records.getComparison('r1')).toBeUndefined();
  });

  it('a failing driver: the failed statement is tried once, surfaces typed, and the record is unchanged', async () => {
    const path = await sqliteFile();
    const { dialect, attempts } = failingSqliteDialect(path, (sql) =>
      sql.startsWith('update "simulations"'),
    );
    const records = new KyselyRecords(new Kysely<RecordsDatabase>({ dialect }));
    cleanups.push(() => records.close());
    const plain = await SqliteRecords.open({ path });
    cleanups.push(() => plain.close());
    await seed(plain);

    const failure = {
      code: 'simulation_execution_failed',
      summary: 'worker died',
      correlationId: CORRELATION,
    };
    const error = await records.failSimulation('s1', failure).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'database_statement_failed', operation: 'failSimulation' });
    expect((error as Error).cause).toMatchObject({ code: 'SQLITE_IOERR' });
    await expect(
      records.cancelSimulation('s1', { reason: 'stop', correlationId: CORRELATION }),
    ).rejects.toMatchObject({
      code: 'database_statement_failed',
    });
    expect(attempts).toHaveLength(2);
    expect(await plain.getSimulation('s1')).toMatchObject({
      status: 'running',
      errorCode: null,
      finishedAt: null,
    });
  });

  it('a commit that fails rolls the whole comparison back', async () => {
    const path = await sqliteFile();
    const { dialect, attempts } = failingSqliteDialect(path, (sql) => sql === 'commit');
    const records = new KyselyRecords(new Kysely<RecordsDatabase>({ dialect }));
    cleanups.push(() => records.close());
    const plain = await SqliteRecords.open({ path });
    cleanups.push(() => plain.close());
    await seed(plain);

    await expect(records.recordComparison(COMPARISON)).rejects.toMatchObject({
      code: 'database_statement_failed',
    });
    expect(attempts).toEqual(['commit']);
    expect((await plain.getReport('r1'))?.comparison).toBeNull();
    expect(await plain.getComparison('r1')).toBeUndefined();
    // The same records recover for the next operation: nothing was left half-open.
    expect(await records.startReport('r1')).toBe(false);
  });

  describe.skipIf(noPostgres)('Postgres', () => {
    it('an ended pool: writes fail with database_unavailable and nothing is written', async () => {
      const database = await createPostgresTestDatabase();
      cleanups.push(() => database.dispose());
      const observer = await database.open();
      cleanups.push(() => observer.close());
      await seed(observer);
      const pool = new pg.Pool({
        connectionString: POSTGRES_URL,
        options: `-c search_path=${database.schema}`,
      });
      const records = await PostgresRecords.open({
        pool,
        retry: { attempts: 3, sleep: async () => undefined },
      });
      await pool.end();

      const failure = {
        code: 'report_coordination_failed',
        summary: 'x',
        correlationId: CORRELATION,
      };
      await expect(records.failReport('r1', failure)).rejects.toMatchObject({
        code: 'database_unavailable',
        attempts: 1,
      });
      await expect(
        records.completeSimulation('s1', { artifact: { key: 'k' } }),
      ).rejects.toMatchObject({
        code: 'database_unavailable',
      });
      expect(await observer.getReport('r1')).toMatchObject({ status: 'running', errorCode: null });
      expect(await observer.getSimulation('s1')).toMatchObject({
        status: 'running',
        artifact: null,
      });
      await records.close().catch(() => undefined);
    });

    it('a trigger raising inside the comparison transaction: typed error, nothing half-written', async () => {
      const database = await createPostgresTestDatabase();
      cleanups.push(() => database.dispose());
      const records = await database.open();
      cleanups.push(() => records.close());
      await seed(records);
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        await admin.query(`set search_path = ${database.schema}`);
        await admin.query(`create function fail_write() returns trigger language plpgsql as
                           $$ begin raise exception 'injected write failure'; end $$`);
        await admin.query(`create trigger fail_comparison before insert on report_comparisons
                           for each row execute function fail_write()`);
      } finally {
        await admin.end();
      }
      await expect(records.recordComparison(COMPARISON)).rejects.toMatchObject({
        code: 'database_statement_failed',
      });
      expect((await records.getReport('r1'))?.comparison).toBeNull();
      expect(await records.getComparison('r1')).toBeUndefined();
    });
  });
});
