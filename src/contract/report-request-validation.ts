import { ReportRequestSchema, type ReportRequest } from './report-request.js';
import { validateWith, type ValidationResult } from './validation.js';

/**
 * Validates a report request (parsed JSON) and reports every problem at once — unknown fields,
 * missing fields, bad periods (`invalid_policy_period`), years out of range, unknown aggregates,
 * a `return` delivery that asks for a comparison — each with its
 * field path, a snake_case code and a fix hint. On success the value has its defaults applied. Whether the country is served and the
 * region is one of its regions is the executor's check (its country packs know).
 */
export function validateReportRequest(json: unknown): ValidationResult<ReportRequest> {
  return validateWith(ReportRequestSchema, json);
}
