import type { Kysely, Transaction } from 'kysely';
import { RecordStatus, type ClaimResult, type RecordComparisonInput } from './records.js';
import { jsonText, reportFromRow } from './record-rows.js';
import type { RecordsDatabase, ReportsTable } from './schema.js';

// The two writes of the records that are more than one guarded UPDATE: claiming a report, and
// recording a comparison (two tables in one transaction).

const LIVE: RecordStatus[] = [RecordStatus.pending, RecordStatus.running, RecordStatus.succeeded];
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
  row: ReportsTable,
): Promise<ClaimResult> {
  for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
    const inserted = await db
      .insertInto('reports')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1)
      return { claimed: true, report: reportFromRow(row) };
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
    if (live !== undefined)
      return { claimed: false, reason: 'same_request', existing: reportFromRow(live) };
    // The report we collided with failed between our insert and our read: the insert-or-nothing
    // is idempotent, so claiming again is safe.
  }
  throw new Error(`claim of report ${row.id} did not settle in ${CLAIM_ROUNDS} rounds`);
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
