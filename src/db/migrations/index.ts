import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { RecordsMigrationError, isRecordsError } from '../records-errors.js';
import * as m0001 from './0001_records.js';
import * as m0002 from './0002_report_leases.js';
import * as m0003 from './0003_failure_detail.js';

/**
 * The records database's migrations, numbered and append-only: one set for SQLite and Postgres.
 * Add a file `NNNN_<what>.ts` and its line here; never edit a migration that has shipped.
 */
export const RECORDS_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_records': m0001,
  '0002_report_leases': m0002,
  '0003_failure_detail': m0003,
};

/**
 * Applies every pending migration, in order, with Kysely's Migrator and a static provider.
 * `schema` names where the migration bookkeeping tables live (Postgres: the connection's current
 * schema, so that databases holding several schemas keep their bookkeeping apart).
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  schema?: string,
): Promise<MigrationResultSet> {
  if (await isUpToDate(db, schema)) return { results: [] };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...RECORDS_MIGRATIONS }) },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const result = await migrator.migrateToLatest();
  if (result.error !== undefined) {
    // A connection that could not be established stays what it is: the database is unavailable.
    if (isRecordsError(result.error)) throw result.error;
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new RecordsMigrationError(failed, { cause: result.error });
  }
  return result;
}

/**
 * Whether every migration is recorded as applied, read from the Migrator's bookkeeping table in
 * one statement. Opening an up-to-date database then skips the Migrator's catalogue
 * introspection, which is slow on a Postgres server holding many schemas.
 */
async function isUpToDate(db: Kysely<unknown>, schema: string | undefined): Promise<boolean> {
  try {
    const table = sql.table(
      schema === undefined ? 'kysely_migration' : `${schema}.kysely_migration`,
    );
    const applied = await sql<{ name: string }>`select name from ${table}`.execute(db);
    const names = new Set(applied.rows.map((row) => row.name));
    return (
      names.size === Object.keys(RECORDS_MIGRATIONS).length &&
      Object.keys(RECORDS_MIGRATIONS).every((n) => names.has(n))
    );
  } catch (error) {
    // No bookkeeping table yet is the normal first run; an unreachable database stays an error.
    if (isRecordsError(error)) throw error;
    return false;
  }
}
