import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_PACKS, loadCountries, type LoadedCountries } from '../countries/index.js';
import { checkReportRequest, ReportRequestError } from './check-report-request.js';

const valid = {
  country: 'us',
  year: 2026,
  region: 'us',
  reformPolicy: {
    reform: { 'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2100-12-31': 3000 } },
  },
  delivery: { mode: 'return' },
  reportId: 'report-1',
  correlationId: 'corr-1',
};

let countries: LoadedCountries;
beforeAll(async () => {
  countries = await loadCountries(COUNTRY_PACKS);
});

function issuesOf(raw: unknown): { code: string; path: string; message: string }[] {
  try {
    checkReportRequest(raw, countries, { hasRecords: false });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ReportRequestError);
    return [...(error as ReportRequestError).issues];
  }
}

describe('checkReportRequest: countries and regions from the packs', () => {
  it('accepts the country, its states and its region groups', () => {
    for (const region of ['us', 'ca', 'dc', 'group-01', 'group-20'])
      expect(issuesOf({ ...valid, region })).toEqual([]);
  });

  it('refuses regions that are not the country’s, naming the ones that are', () => {
    for (const region of ['uk', 'CA', 'zz', 'group-21', 'group-00']) {
      const issues = issuesOf({ ...valid, region });
      expect(issues.map((i) => i.code)).toEqual(['invalid_region']);
      expect(issues[0]!.path).toBe('region');
      expect(issues[0]!.message).toMatch(/group-01.*group-20/);
    }
  });

  it('refuses a country no pack serves, naming the served ones', () => {
    const issues = issuesOf({ ...valid, country: 'fr', region: 'fr' });
    expect(issues.map((i) => i.code)).toEqual(['unsupported_country']);
    expect(issues[0]!.message).toMatch(/served: us/);
  });

  it('reports the region beside every contract problem at once', () => {
    const codes = issuesOf({ ...valid, year: 2040, region: 'zz', colour: 'blue' })
      .map((i) => i.code)
      .sort();
    expect(codes).toEqual(['invalid_region', 'unknown_field', 'year_out_of_range']);
  });
});
