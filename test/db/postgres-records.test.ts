import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeRecordsConformance } from '../../src/db/conformance.js';
import { isPostgresConnectionLoss } from '../../src/db/index.js';
import { createPostgresTestDatabase, POSTGRES_URL, skipPostgres } from './postgres-harness.js';

// Skipped only when the server is absent and CI is unset; under CI a missing server fails.
describeRecordsConformance({
  name: 'PostgresRecords',
  skip: await skipPostgres(),
  createDatabase: createPostgresTestDatabase,
});

describe.skipIf(await skipPostgres())(
  'PostgresRecords, a statement whose connection is cut',
  () => {
    it('fails as database_statement_failed marked connectionLost; a failed statement otherwise is not', async () => {
      const database = await createPostgresTestDatabase();
      const records = await database.open();
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        // Hold the reports table so the records' insert waits in the server, then cut its connection.
        await admin.query('begin');
        await admin.query(`lock table ${database.schema}.reports in access exclusive mode`);
        const claim = records
          .claimReport({
            id: 'cut',
            requestDigest: 'd',
            request: {},
            country: 'us',
            year: 2026,
            modelVersion: 'm',
          })
          .then(
            () => undefined,
            (e: unknown) => e,
          );
        let terminated = 0;
        for (let i = 0; i < 100 && terminated === 0; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const result = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
           where wait_event_type = 'Lock' and pid <> pg_backend_pid() and query ilike '%reports%'`,
          );
          terminated = result.rowCount ?? 0;
        }
        expect(terminated).toBe(1);
        expect(await claim).toMatchObject({
          code: 'database_statement_failed',
          connectionLost: true,
        });
        await admin.query('rollback');
        expect(isPostgresConnectionLoss(new Error('syntax error at or near "x"'))).toBe(false);
        // The records work on afterwards (the pool opens a new connection).
        expect(await records.getReport('cut')).toBeUndefined();
      } finally {
        await admin.end();
        await records.close();
        await database.dispose();
      }
    }, 30_000);
  },
);
