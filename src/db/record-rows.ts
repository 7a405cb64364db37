import { canonicalJson, FailureSchema } from '../contract/index.js';
import {
  type AggregationStatus,
  type BaselineCacheOutcome,
  type ComparisonRecord,
  type ComparisonStatus,
  type FailureDetail,
  type RecordedFailure,
  type JsonValue,
  type RecordStatus,
  type ReportRecord,
  type SectionDifference,
  type SimulationRecord,
  type SimulationRole,
} from './records.js';
import { InvalidRecordError } from './records-errors.js';
import type { ReportComparisonsTable, ReportsTable, SimulationsTable } from './schema.js';
import { MAX_FAILURE_CODE_LENGTH, MAX_FAILURE_SUMMARY_LENGTH } from '../contract/index.js';

// Rows ↔ records, and the checks an input passes before anything is written.

/** A report row as a {@link ReportRecord}. */
export function reportFromRow(row: ReportsTable): ReportRecord {
  return {
    id: row.id,
    requestDigest: row.request_digest,
    request: JSON.parse(row.request) as JsonValue,
    country: row.country,
    year: Number(row.year),
    deliveryMode: row.delivery_mode,
    modelVersion: row.model_version,
    status: row.status as RecordStatus,
    aggregationStatus: row.aggregation_status as AggregationStatus,
    errorCode: row.error_code,
    errorSummary: row.error_summary,
    errorDetail: failureDetailFromText(row.error_detail),
    correlationId: row.correlation_id,
    aggregateArtifact: parseNullable(row.aggregate_artifact),
    reportAggregateSha256: row.report_aggregate_sha256,
    comparison: parseNullable(row.comparison),
    dispatchCallId: row.dispatch_call_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    leaseHolder: row.lease_holder ?? null,
    leaseExpiresAt: row.lease_expires_at ?? null,
    supersedes: row.supersedes ?? null,
    supersededBy: row.superseded_by ?? null,
  };
}

/** A simulation row as a {@link SimulationRecord}. */
export function simulationFromRow(row: SimulationsTable): SimulationRecord {
  return {
    id: row.id,
    reportId: row.report_id,
    role: row.role as SimulationRole,
    status: row.status as RecordStatus,
    segmentIndex: row.segment_index === null ? null : Number(row.segment_index),
    errorCode: row.error_code,
    errorSummary: row.error_summary,
    errorDetail: failureDetailFromText(row.error_detail),
    correlationId: row.correlation_id,
    artifact: parseNullable(row.artifact),
    baselineCacheOutcome: row.baseline_cache_outcome as BaselineCacheOutcome | null,
    dispatchCallId: row.dispatch_call_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** A comparison row as a {@link ComparisonRecord}. */
export function comparisonFromRow(row: ReportComparisonsTable): ComparisonRecord {
  return {
    reportId: row.report_id,
    referenceReportId: row.reference_report_id,
    status: row.status as ComparisonStatus,
    sections: JSON.parse(row.sections) as Record<string, SectionDifference>,
    sectionsDiffering: JSON.parse(row.sections_differing) as string[],
    createdAt: row.created_at,
  };
}

function parseNullable(text: string | null): JsonValue | null {
  return text === null ? null : (JSON.parse(text) as JsonValue);
}

/** Canonical JSON text of an input value, or {@link InvalidRecordError} if it is not JSON. */
export function jsonText(operation: string, field: string, value: unknown): string {
  try {
    return canonicalJson(value);
  } catch (error) {
    throw new InvalidRecordError(
      operation,
      field,
      `is not canonical JSON: ${(error as Error).message}`,
    );
  }
}

/** Checks a failure code and summary against the limits every record holds to. */
export function checkFailure(
  operation: string,
  code: string,
  summary: string,
  correlationId: string,
): void {
  if (!/^[a-z][a-z0-9_]*$/.test(code) || code.length > MAX_FAILURE_CODE_LENGTH) {
    throw new InvalidRecordError(
      operation,
      'code',
      `must be snake_case and at most ${MAX_FAILURE_CODE_LENGTH} characters`,
    );
  }
  if (summary.length > MAX_FAILURE_SUMMARY_LENGTH) {
    throw new InvalidRecordError(
      operation,
      'summary',
      `must be at most ${MAX_FAILURE_SUMMARY_LENGTH} characters`,
    );
  }
  checkText(operation, 'correlationId', correlationId);
}

/** Checks that an identifier is a non-empty string of at most 200 characters. */
export function checkText(operation: string, field: string, value: string): void {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new InvalidRecordError(
      operation,
      field,
      'must be a non-empty string of at most 200 characters',
    );
  }
}

/** Checks that a section difference holds finite numbers. */
export function checkSections(
  operation: string,
  sections: Readonly<Record<string, SectionDifference>>,
): void {
  for (const [name, diff] of Object.entries(sections)) {
    if (
      !Number.isFinite(diff.maxAbsDiff) ||
      !Number.isFinite(diff.maxRelDiff) ||
      typeof diff.differs !== 'boolean'
    ) {
      throw new InvalidRecordError(
        operation,
        `sections.${name}`,
        'must hold finite differences and a boolean',
      );
    }
  }
}

/** The detail column of a failure: its issues and cause as canonical JSON, or null when it has neither. */
export function failureDetailText(failure: RecordedFailure): string | null {
  const detail: FailureDetail = {
    ...(failure.issues === undefined || failure.issues.length === 0
      ? {}
      : { issues: failure.issues }),
    ...(failure.issuesOmitted === undefined ? {} : { issuesOmitted: failure.issuesOmitted }),
    ...(failure.cause === undefined ? {} : { cause: failure.cause }),
  };
  if (Object.keys(detail).length === 0) return null;
  const checked = DetailSchema.safeParse(detail);
  if (!checked.success)
    throw new InvalidRecordError(
      'failure',
      checked.error.issues[0]?.path.join('.') ?? 'issues',
      `is not a valid failure detail: ${checked.error.issues[0]?.message ?? 'invalid'}`,
    );
  return canonicalJson(checked.data);
}

const DetailSchema = FailureSchema.pick({ issues: true, issuesOmitted: true, cause: true });

/** A failure detail read back (null for rows written before migration 0003, or without detail). */
function failureDetailFromText(text: string | null | undefined): FailureDetail | null {
  if (text === null || text === undefined) return null;
  return DetailSchema.parse(JSON.parse(text));
}
