import { ReportRequestSchema, regionIssues, type ReportRequest } from './report-request.js';
import { formatIssuePath, validateWith, type ValidationResult } from './validation.js';

/**
 * Validates a report request (parsed JSON) and reports every problem at once — unknown fields,
 * missing fields, bad periods (`invalid_policy_period`), years out of range, unknown aggregates,
 * regions outside the country, a `return` delivery that asks for a comparison — each with its
 * field path, a snake_case code and a fix hint. On success the value has its defaults applied.
 */
export function validateReportRequest(json: unknown): ValidationResult<ReportRequest> {
  const result = validateWith(ReportRequestSchema, json);
  if (result.ok) return result;
  // The schema's cross-field check runs only when every field parsed; add it here otherwise.
  if (!result.issues.some((issue) => issue.code === 'invalid_region')) {
    for (const issue of regionIssues(json)) {
      result.issues.push({
        path: formatIssuePath(issue.path),
        code: issue.params.code,
        message: `region: ${issue.message}`,
      });
    }
  }
  return result;
}
