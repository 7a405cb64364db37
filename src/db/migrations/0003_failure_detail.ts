import type { Kysely } from 'kysely';

// Written once, never edited (see 0001). Keeps a failure's typed detail beside its code and
// summary: the issues the failing step found and the failure it wraps, as canonical JSON.

/** Adds `error_detail` to `reports` and `simulations`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reports', 'simulations'])
    await db.schema.alterTable(table).addColumn('error_detail', 'text').execute();
}

/** Drops the column (for tests of the migration set; never run in service). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['simulations', 'reports'])
    await db.schema.alterTable(table).dropColumn('error_detail').execute();
}
