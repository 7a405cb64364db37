import { sql, type Kysely } from 'kysely';

// Written once, never edited: a change of schema is a new numbered migration. Only types and
// constraints both SQLite and Postgres accept (text, integer, CHECK, partial unique indexes).

const STATUSES = sql`('pending', 'running', 'succeeded', 'failed')`;

/** Creates the reports, simulations and report_comparisons tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_digest', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('delivery_mode', 'text', (c) => c.notNull())
    .addColumn('model_version', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('aggregation_status', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('error_summary', 'text')
    .addColumn('correlation_id', 'text')
    .addColumn('aggregate_artifact', 'text')
    .addColumn('report_aggregate_sha256', 'text')
    .addColumn('comparison', 'text')
    .addColumn('dispatch_call_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addCheckConstraint('reports_status_check', sql`status in ${STATUSES}`)
    .addCheckConstraint(
      'reports_aggregation_status_check',
      sql`aggregation_status in ('pending', 'succeeded', 'failed', 'skipped')`,
    )
    .execute();
  // One live computation per request: a pending, running or succeeded report owns its
  // (request digest, model version); a failed one releases it so the request can run again.
  // The model version is part of the key so a shadow run of a new model is not deduplicated
  // against the reference report it is compared with.
  await db.schema
    .createIndex('reports_live_request_unique')
    .on('reports')
    .columns(['request_digest', 'model_version'])
    .unique()
    .where(sql<boolean>`status in ('pending', 'running', 'succeeded')`)
    .execute();
  await db.schema
    .createIndex('reports_created_at_index')
    .on('reports')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('simulations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('segment_index', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('error_summary', 'text')
    .addColumn('correlation_id', 'text')
    .addColumn('artifact', 'text')
    .addColumn('baseline_cache_outcome', 'text')
    .addColumn('dispatch_call_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addCheckConstraint('simulations_status_check', sql`status in ${STATUSES}`)
    .addCheckConstraint('simulations_role_check', sql`role in ('baseline', 'reform')`)
    .addCheckConstraint(
      'simulations_segment_index_check',
      sql`segment_index is null or segment_index >= 0`,
    )
    .addCheckConstraint(
      'simulations_cache_outcome_check',
      sql`baseline_cache_outcome is null or baseline_cache_outcome in ('hit', 'incomplete', 'miss')`,
    )
    .execute();
  // A report has one simulation per role, and one per (role, segment): a restarted coordinator
  // creating them again finds the existing rows instead of adding duplicates.
  await db.schema
    .createIndex('simulations_role_unique')
    .on('simulations')
    .columns(['report_id', 'role'])
    .unique()
    .where(sql<boolean>`segment_index is null`)
    .execute();
  await db.schema
    .createIndex('simulations_segment_unique')
    .on('simulations')
    .columns(['report_id', 'role', 'segment_index'])
    .unique()
    .where(sql<boolean>`segment_index is not null`)
    .execute();

  await db.schema
    .createTable('report_comparisons')
    .addColumn('report_id', 'text', (c) => c.primaryKey().references('reports.id'))
    .addColumn('reference_report_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('sections_differing', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'report_comparisons_status_check',
      sql`status in ('match', 'differs', 'reference_missing', 'reference_failed')`,
    )
    .execute();
}

/** Drops the three tables (for tests of the migration set; never run in service). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_comparisons').execute();
  await db.schema.dropTable('simulations').execute();
  await db.schema.dropTable('reports').execute();
}
