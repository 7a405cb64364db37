import { sql, type Kysely } from 'kysely';

// Written once, never edited (see 0001). Adds the claim's lease (DESIGN.md §12): who holds the
// computation of a report and until when, and the links between an abandoned attempt and the
// report that took it over.

/** Adds `lease_holder`, `lease_expires_at`, `supersedes` and `superseded_by` to `reports`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['lease_holder', 'lease_expires_at', 'supersedes', 'superseded_by'])
    await db.schema.alterTable('reports').addColumn(column, 'text').execute();
  // A report left pending or running before leases existed has no live coordinator that could
  // renew one: its lease is taken to have expired when it was last written.
  await sql`update reports set lease_expires_at = updated_at where status in ('pending', 'running')`.execute(
    db,
  );
}

/** Drops the four columns (for tests of the migration set; never run in service). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['superseded_by', 'supersedes', 'lease_expires_at', 'lease_holder'])
    await db.schema.alterTable('reports').dropColumn(column).execute();
}
