import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeRecordsConformance } from '../../src/db/conformance.js';
import { isPostgresConnectionLoss, PostgresRecords } from '../../src/db/index.js';
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
    it('fails as database_statement_failed marked connectionLost, and the next statement gets a live connection', async () => {
      const database = await createPostgresTestDatabase();
      // One connection, so the next statement would be handed the cut one if it were kept.
      const records = await PostgresRecords.open({
        connectionString: POSTGRES_URL,
        schema: database.schema,
        maxConnections: 1,
      });
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        // Whether the pool has seen the socket end before the next statement is a race, so cut
        // three times: a pool that kept the dead connection fails one of them almost surely.
        for (const round of [1, 2, 3]) {
          // Hold the reports table so the records' insert waits in the server, then cut its
          // connection. Only a backend this lock blocks is cut: other test files run beside this.
          await admin.query('begin');
          await admin.query(`lock table ${database.schema}.reports in access exclusive mode`);
          const claim = records
            .claimReport({
              id: `cut-${round}`,
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
               where pg_backend_pid() = any(pg_blocking_pids(pid))`,
            );
            terminated = result.rowCount ?? 0;
          }
          expect(terminated).toBe(1);
          expect(await claim).toMatchObject({
            code: 'database_statement_failed',
            connectionLost: true,
          });
          await admin.query('rollback');
          // The very next statement works: the cut connection was dropped, not pooled again.
          expect(await records.getReport(`cut-${round}`)).toBeUndefined();
        }
        expect(isPostgresConnectionLoss(new Error('syntax error at or near "x"'))).toBe(false);
      } finally {
        await admin.end();
        await records.close();
        await database.dispose();
      }
    }, 30_000);
  },
);
