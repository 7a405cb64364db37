import { canonicalSha256, validateReportRequest, type ReportRequest } from '../contract/index.js';
import { applyPolicy } from './apply-policy.js';
import { ExecutorCode, ExecutorError, issuesOf, type ExecutorIssue } from './executor-error.js';
import type { CountryModel, CountryServices } from './simulation-runtime.js';

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

/**
 * The problems of a request's country and region (on unvalidated input): a country no pack
 * serves (`unsupported_country`), a region that is not one of the country's (`invalid_region`).
 */
function placeIssues(
  raw: unknown,
  countries: Pick<CountryServices, 'models' | 'regions'>,
): ExecutorIssue[] {
  if (raw === null || typeof raw !== 'object') return [];
  const { country, region } = raw as { country?: unknown; region?: unknown };
  if (typeof country !== 'string') return [];
  try {
    countries.models.load(country);
  } catch (error) {
    return [
      {
        code: ExecutorCode.unsupportedCountry,
        path: 'country',
        message: error instanceof Error ? error.message : String(error),
      },
    ];
  }
  if (typeof region !== 'string' || countries.regions.kindOf(country, region) !== undefined)
    return [];
  return [
    {
      code: 'invalid_region',
      path: 'region',
      message: `region "${region}" is not a region of ${country}; use ${countries.regions.describe(country)}`,
    },
  ];
}

/** A checked request and the model that will plan it. */
export interface CheckedReportRequest {
  readonly request: ReportRequest;
  readonly model: CountryModel;
}

/**
 * Checks a report request before anything runs, listing every problem at once: the contract
 * (unknown fields, `2027-4-6`, years out of range, unknown aggregates, a `return`
 * delivery with `compareWith`…), then the country and region against the served countries, then both policies against the model the coordinator plans with
 * (unknown parameter paths, wrong types, out-of-range values), then delivery needs (a `database`
 * delivery needs records). Throws {@link ReportRequestError}.
 */
export function checkReportRequest(
  raw: unknown,
  countries: Pick<CountryServices, 'models' | 'regions'>,
  options: { readonly hasRecords: boolean },
): CheckedReportRequest {
  const validated = validateReportRequest(raw);
  // The country and the region are checked beside the contract, so every problem shows at once.
  const placed = placeIssues(raw, countries);
  if (!validated.ok) throw new ReportRequestError([...validated.issues, ...placed]);
  if (placed.length > 0) throw new ReportRequestError(placed);
  const request = validated.value;
  const model = countries.models.load(request.country);
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
