import type { Kysely, Transaction } from 'kysely';
import { summariseFailure } from '../contract/index.js';
import {
  RecordStatus,
  REPORT_ABANDONED,
  SIMULATION_CANCELLED,
  type ClaimResult,
  type RecordComparisonInput,
} from './records.js';
import { jsonText, reportFromRow } from './record-rows.js';
import type { RecordsDatabase, ReportsTable } from './schema.js';

// The two writes of the records that are more than one guarded UPDATE: claiming a report, and
// recording a comparison (two tables in one transaction).

const LIVE: RecordStatus[] = [RecordStatus.pending, RecordStatus.running, RecordStatus.succeeded];
const UNFINISHED: RecordStatus[] = [RecordStatus.pending, RecordStatus.running];
/** Rounds of insert-then-read a claim makes when the report it collided with finishes in between. */
const CLAIM_ROUNDS = 3;

class NotApplied extends Error {}

/**
 * Inserts the report unless its id, or a live report of the same request digest and model
 * version, exists; then returns the winner. The primary key and the partial unique index on live
 * requests make the database pick exactly one winner among concurrent claims.
 */
export async function insertOrFindReport(
  db: Kysely<RecordsDatabase>,
  claim: ReportsTable,
): Promise<ClaimResult> {
  let row = claim;
  for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
    const inserted = await db
      .insertInto('reports')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) {
      // Of concurrent takeovers the abandoner need not be the winner: the winner links both ways.
      if (row.supersedes !== null)
        await db
          .updateTable('reports')
          .set({ superseded_by: row.id })
          .where('id', '=', row.supersedes)
          .where('error_code', '=', REPORT_ABANDONED)
          .execute();
      return { claimed: true, report: reportFromRow(row) };
    }
    const sameId = await db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirst();
    if (sameId !== undefined)
      return { claimed: false, reason: 'same_id', existing: reportFromRow(sameId) };
    const live = await db
      .selectFrom('reports')
      .selectAll()
      .where('request_digest', '=', row.request_digest)
      .where('model_version', '=', row.model_version)
      .where('status', 'in', LIVE)
      .executeTakeFirst();
    if (live !== undefined) {
      const expired =
        live.status !== RecordStatus.succeeded &&
        (live.lease_expires_at === null || live.lease_expires_at < row.created_at);
      if (!expired)
        return { claimed: false, reason: 'same_request', existing: reportFromRow(live) };
      // Whether this claim or a concurrent one abandons it, the request is free to claim again.
      await abandonReport(db, live, row);
      row = { ...row, supersedes: live.id };
      continue;
    }
    // The report we collided with failed between our insert and our read — perhaps abandoned by
    // a concurrent takeover, which this claim may still win: it then supersedes that report. The
    // insert-or-nothing is idempotent, so claiming again is safe.
    if (row.supersedes === null) {
      const abandoned = await db
        .selectFrom('reports')
        .select('id')
        .where('request_digest', '=', row.request_digest)
        .where('model_version', '=', row.model_version)
        .where('error_code', '=', REPORT_ABANDONED)
        // Abandoned for a claim that lost (its id was never inserted): this one takes its place.
        .where('superseded_by', 'not in', db.selectFrom('reports').select('id'))
        .orderBy('finished_at', 'desc')
        .executeTakeFirst();
      if (abandoned !== undefined) row = { ...row, supersedes: abandoned.id };
    }
  }
  throw new Error(`claim of report ${row.id} did not settle in ${CLAIM_ROUNDS} rounds`);
}

/**
 * Records a report whose lease expired as failed with `report_abandoned`, and its unfinished
 * simulations as cancelled, guarded by the expired lease: of concurrent claims, one applies it
 * and the others find it done. Two statements, not one transaction, because a SQLite transaction
 * that reads before it writes fails at once (`SQLITE_BUSY`) when a concurrent claim commits
 * first; the second is conditional too, so a crash between them leaves simulations that the
 * next cancellation or reader sees under a failed report.
 */
async function abandonReport(
  db: Kysely<RecordsDatabase>,
  live: ReportsTable,
  by: ReportsTable,
): Promise<void> {
  const at = by.created_at;
  const correlation = live.correlation_id ?? by.correlation_id ?? 'none';
  const summary = summariseFailure(
    `abandoned: the lease of ${live.lease_holder ?? 'its coordinator'} expired at ${live.lease_expires_at ?? 'an unknown time'} and report ${by.id} took the request over`,
    correlation,
  );
  const result = await db
    .updateTable('reports')
    .set({
      status: RecordStatus.failed,
      aggregation_status: 'skipped',
      error_code: REPORT_ABANDONED,
      error_summary: summary,
      superseded_by: by.id,
      finished_at: at,
      updated_at: at,
    })
    .where('id', '=', live.id)
    .where('status', 'in', UNFINISHED)
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return;
  await db
    .updateTable('simulations')
    .set({
      status: RecordStatus.failed,
      error_code: SIMULATION_CANCELLED,
      error_summary: summariseFailure(
        `Cancelled after report ${live.id} was abandoned`,
        correlation,
      ),
      finished_at: at,
      updated_at: at,
    })
    .where('report_id', '=', live.id)
    .where('status', 'in', UNFINISHED)
    .execute();
}

/**
 * Writes the comparison row and the report's `comparison` in one transaction, once: false (and
 * nothing written) if the report is missing, neither running nor succeeded, or already compared.
 */
export async function writeComparison(
  db: Kysely<RecordsDatabase>,
  input: RecordComparisonInput,
  at: string,
): Promise<boolean> {
  const op = 'recordComparison';
  const sectionsDiffering = Object.keys(input.sections)
    .filter((name) => input.sections[name]?.differs === true)
    .sort();
  const comparison = jsonText(op, 'sections', {
    referenceReportId: input.referenceReportId,
    status: input.status,
    sections: input.sections,
    sectionsDiffering,
  });
  const sections = jsonText(op, 'sections', input.sections);
  try {
    await db.transaction().execute(async (trx: Transaction<RecordsDatabase>) => {
      // Report first: it takes the row lock, and a missing, failed or compared report stops here.
      const updated = await trx
        .updateTable('reports')
        .set({ comparison, updated_at: at })
        .where('id', '=', input.reportId)
        .where('status', 'in', [RecordStatus.running, RecordStatus.succeeded])
        .where('comparison', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new NotApplied();
      await trx
        .insertInto('report_comparisons')
        .values({
          report_id: input.reportId,
          reference_report_id: input.referenceReportId,
          status: input.status,
          sections,
          sections_differing: JSON.stringify(sectionsDiffering),
          created_at: at,
        })
        .execute();
    });
    return true;
  } catch (error) {
    if (error instanceof NotApplied) return false;
    throw error;
  }
}
