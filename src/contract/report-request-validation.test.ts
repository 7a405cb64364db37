import { describe, expect, it } from 'vitest';
import { AGGREGATES, ReportRequestSchema } from './report-request.js';
import { validateReportRequest } from './report-request-validation.js';

const valid = {
  country: 'us',
  year: 2026,
  region: 'us',
  reformPolicy: {
    reform: { 'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2100-12-31': 3000 } },
  },
  reportId: 'report-1',
  correlationId: 'corr-1',
};

function codes(json: unknown): string[] {
  const result = validateReportRequest(json);
  return result.ok ? [] : result.issues.map((i) => i.code).sort();
}

describe('validateReportRequest', () => {
  it('accepts a minimal request and applies defaults', () => {
    const result = validateReportRequest(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.dataset).toBe('default');
    expect(result.value.baselinePolicy).toBe('current-law');
    expect(result.value.aggregates).toEqual([...AGGREGATES]);
    expect(result.value.delivery).toEqual({ mode: 'database' });
    expect(result.value.options).toEqual({});
  });

  it('accepts states, region groups, current-law reforms, return delivery and options', () => {
    for (const region of ['ca', 'dc', 'group-01', 'group-20']) {
      expect(validateReportRequest({ ...valid, region }).ok).toBe(true);
    }
    const result = validateReportRequest({
      ...valid,
      reformPolicy: 'current-law',
      delivery: { mode: 'return' },
      options: { segmented: false },
      aggregates: ['budget'],
    });
    expect(result.ok).toBe(true);
  });

  it('reports every problem at once, each with path, code and hint', () => {
    const result = validateReportRequest({
      country: 'us',
      year: 2040,
      region: 'us',
      reformPolicy: { reform: { 'gov.irs.x': { '2027-4-6': 1, '2026-01-01': 2 } } },
      aggregates: ['budget', 'happiness'],
      delivery: { mode: 'return', compareWith: 'r0' },
      colour: 'blue',
      correlationId: 'c',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byCode = Object.fromEntries(result.issues.map((i) => [i.code, i]));
    expect(Object.keys(byCode).sort()).toEqual(
      [
        'compare_requires_database_delivery',
        'invalid_policy_period',
        'missing_field',
        'unknown_aggregate',
        'unknown_field',
        'year_out_of_range',
      ].sort(),
    );
    expect(byCode['invalid_policy_period']!.path).toBe(
      'reformPolicy.reform["gov.irs.x"]["2027-4-6"]',
    );
    expect(byCode['unknown_field']!.path).toBe('colour');
    expect(byCode['missing_field']!.path).toBe('reportId');
    expect(byCode['unknown_aggregate']!.path).toBe('aggregates[1]');
    expect(byCode['year_out_of_range']!.message).toMatch(/at most 2035/);
    expect(byCode['compare_requires_database_delivery']!.path).toBe('delivery.compareWith');
    for (const issue of result.issues) expect(issue.code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('rejects NaN, infinity and fractional years', () => {
    expect(codes({ ...valid, year: Number.NaN })).toEqual(['non_finite_number']);
    expect(codes({ ...valid, year: 2026.5 })).toEqual(['invalid_type']);
    expect(
      codes({
        ...valid,
        reformPolicy: { reform: { 'gov.x': { '2026-01-01': Number.POSITIVE_INFINITY } } },
      }),
    ).toEqual(['non_finite_number']);
  });

  it('rejects unknown fields inside nested objects, bad parameter paths, empty changes, duplicates', () => {
    expect(codes({ ...valid, reformPolicy: { reform: {}, extra: 1 } })).toEqual(['unknown_field']);
    expect(
      codes({ ...valid, reformPolicy: { reform: { 'gov irs': { '2026-01-01': 1 } } } }),
    ).toEqual(['invalid_parameter_path']);
    expect(codes({ ...valid, reformPolicy: { reform: { 'gov.irs': {} } } })).toEqual([
      'empty_parameter_change',
    ]);
    expect(codes({ ...valid, aggregates: ['budget', 'budget'] })).toEqual(['duplicate_aggregate']);
    expect(codes({ ...valid, options: { segmented: 'yes' } })).toEqual(['invalid_type']);
    expect(codes({ ...valid, country: 'F R' })).toEqual(['invalid_format']);
    expect(codes('not a request')).toEqual(['invalid_type']);
  });

  it('agrees with the schema used directly', () => {
    expect(ReportRequestSchema.safeParse(valid).success).toBe(true);
    expect(ReportRequestSchema.safeParse({ ...valid, year: 2040 }).success).toBe(false);
  });
});
