import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresRecords, type RecordsOptions } from '../../src/db/index.js';
import type { RecordsTestDatabase } from '../../src/db/conformance.js';

/** The test Postgres (trust auth, loopback). */
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether the test Postgres answers. Tests skip when it does not AND `CI` is unset; under CI a
 * missing server must fail, so callers then run the tests anyway.
 */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether Postgres tests are to be skipped: server absent and not under CI. */
export async function skipPostgres(): Promise<boolean> {
  return process.env.CI === undefined && !(await postgresAvailable());
}

/**
 * A fresh schema (unique per call), dropped with everything in it by `dispose()`; `reset()`
 * empties its tables (the migrations stay applied).
 */
export async function createPostgresTestDatabase(): Promise<
  RecordsTestDatabase & { readonly schema: string }
> {
  const schema = `fiscus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    schema,
    open: (options?: RecordsOptions) =>
      PostgresRecords.open({
        ...options,
        connectionString: POSTGRES_URL,
        schema,
        maxConnections: 4,
      }),
    reset: () =>
      adminQuery(`truncate ${schema}.report_comparisons, ${schema}.simulations, ${schema}.reports`),
    dispose: () => adminQuery(`drop schema if exists ${schema} cascade`),
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
