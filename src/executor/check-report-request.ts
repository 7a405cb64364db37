import { canonicalSha256, validateReportRequest, type ReportRequest } from '../contract/index.js';
import { applyPolicy } from './apply-policy.js';
import { ExecutorCode, ExecutorError, issuesOf, type ExecutorIssue } from './executor-error.js';
import type { CountryModel, ModelSource } from './simulation-runtime.js';

/** A report request that cannot run: every problem is listed in `issues`; nothing has run or been recorded. */
export class ReportRequestError extends ExecutorError {
  constructor(issues: readonly ExecutorIssue[]) {
    super(
      ExecutorCode.invalidReportRequest,
      `report request rejected (${issues.length} problem(s)): ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      { issues },
    );
    this.name = 'ReportRequestError';
  }
}

/** A checked request and the model that will plan it. */
export interface CheckedReportRequest {
  readonly request: ReportRequest;
  readonly model: CountryModel;
}

/**
 * Checks a report request before anything runs, listing every problem at once: the contract
 * (unknown fields, `2027-4-6`, years out of range, unknown aggregates, regions, a `return`
 * delivery with `compareWith`…), then both policies against the model the coordinator plans with
 * (unknown parameter paths, wrong types, out-of-range values), then delivery needs (a `database`
 * delivery needs records). Throws {@link ReportRequestError}.
 */
export function checkReportRequest(
  raw: unknown,
  models: ModelSource,
  options: { readonly hasRecords: boolean },
): CheckedReportRequest {
  const validated = validateReportRequest(raw);
  if (!validated.ok) throw new ReportRequestError(validated.issues);
  const request = validated.value;
  let model: CountryModel;
  try {
    model = models.load(request.country);
  } catch (error) {
    throw new ReportRequestError([
      {
        code: ExecutorCode.unsupportedCountry,
        path: 'country',
        message: `no model serves ${request.country}: ${String(error)}`,
      },
    ]);
  }
  const issues: ExecutorIssue[] = [];
  for (const [field, policy] of [
    ['baselinePolicy', request.baselinePolicy],
    ['reformPolicy', request.reformPolicy],
  ] as const) {
    try {
      applyPolicy(model.system, policy);
    } catch (error) {
      const found = issuesOf(error) ?? [
        { code: ExecutorCode.invalidReportRequest, path: '$', message: String(error) },
      ];
      for (const issue of found) issues.push({ ...issue, path: `${field}.reform.${issue.path}` });
    }
  }
  if (request.delivery.mode === 'database' && !options.hasRecords) {
    issues.push({
      code: 'records_unavailable',
      path: 'delivery.mode',
      message: 'a database delivery needs a records database; configure one or use mode "return"',
    });
  }
  if (issues.length > 0) throw new ReportRequestError(issues);
  return { request, model };
}

/**
 * The digest that identifies what a report computes, for de-duplicating claims: everything but
 * the report and correlation ids and the reference to compare with.
 */
export function reportRequestDigest(request: ReportRequest): string {
  return canonicalSha256({
    country: request.country,
    year: request.year,
    region: request.region,
    dataset: request.dataset,
    baselinePolicy: request.baselinePolicy,
    reformPolicy: request.reformPolicy,
    aggregates: request.aggregates,
    deliveryMode: request.delivery.mode,
    options: request.options,
  });
}
