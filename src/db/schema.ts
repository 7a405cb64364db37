/**
 * Table types of the records database, as Kysely sees them. JSON columns hold canonical JSON text
 * and timestamps ISO 8601 UTC text on both backends, so that a record reads back identically from
 * SQLite and Postgres (and ISO text sorts in time order).
 */
export interface ReportsTable {
  id: string;
  request_digest: string;
  request: string;
  country: string;
  year: number;
  delivery_mode: string;
  model_version: string;
  status: string;
  aggregation_status: string;
  error_code: string | null;
  error_summary: string | null;
  /** The failure's issues and cause, canonical JSON (migration 0003). */
  error_detail?: string | null;
  correlation_id: string | null;
  aggregate_artifact: string | null;
  report_aggregate_sha256: string | null;
  comparison: string | null;
  dispatch_call_id: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  lease_holder: string | null;
  lease_expires_at: string | null;
  supersedes: string | null;
  superseded_by: string | null;
}

/** The `simulations` table. */
export interface SimulationsTable {
  id: string;
  report_id: string;
  role: string;
  status: string;
  segment_index: number | null;
  error_code: string | null;
  error_summary: string | null;
  /** The failure's issues and cause, canonical JSON (migration 0003). */
  error_detail?: string | null;
  correlation_id: string | null;
  artifact: string | null;
  baseline_cache_outcome: string | null;
  dispatch_call_id: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The `report_comparisons` table. */
export interface ReportComparisonsTable {
  report_id: string;
  reference_report_id: string;
  status: string;
  sections: string;
  sections_differing: string;
  created_at: string;
}

/** The records database, for Kysely. */
export interface RecordsDatabase {
  reports: ReportsTable;
  simulations: SimulationsTable;
  report_comparisons: ReportComparisonsTable;
}
