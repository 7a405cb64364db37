import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureSchema } from '../../src/contract/index.js';
import { statusOf } from '../../src/api/index.js';
import {
  adultSituation,
  startApiHarness,
  TOKENS,
  type ApiHarness,
} from './fixtures/api-harness.js';

/** The body of a failure answer, checked to be a Failure whose status comes from the table. */
async function failureOf(response: Response): Promise<{ code: string; summary: string }> {
  const body = FailureSchema.parse(await response.json());
  expect(response.status).toBe(statusOf(body.code));
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return body;
}

describe('the API over HTTP: authentication, validation and limits', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ server: { calculateBodyLimit: 1 << 20, bodyLimit: 64 << 10 } });
  });
  afterAll(async () => {
    await api.close();
  });
  const calculate = { household: adultSituation(40_000) };

  it('answers 401 without a token, with a wrong one, and with another scheme', async () => {
    for (const init of [
      { token: null },
      { authorization: 'Bearer not-a-token-at-all-000000' },
      { authorization: `Basic ${TOKENS.admin}` },
      { authorization: 'Bearer' },
    ]) {
      const response = await api.call('/us/calculate', { body: calculate, ...init });
      expect(response.status).toBe(401);
      expect((await failureOf(response)).code).toBe('unauthenticated');
    }
  });

  it('answers 403 for a token without the scope, and lets admin through everywhere', async () => {
    const wrong = [
      ['/us/calculate', 'read'],
      ['/metadata', 'calculate'],
      ['/reports', 'read'],
    ] as const;
    for (const [path, token] of wrong) {
      const response = await api.call(path, {
        token,
        ...(path === '/metadata' ? {} : { body: path === '/reports' ? {} : calculate }),
      });
      expect(response.status).toBe(403);
      const failure = await failureOf(response);
      expect(failure.code).toBe('insufficient_scope');
    }
    expect((await api.call('/us/calculate', { body: calculate, token: 'calculate' })).status).toBe(
      200,
    );
    expect((await api.call('/metadata', { token: 'read' })).status).toBe(200);
    expect((await api.call('/metadata', { token: 'admin' })).status).toBe(200);
  });

  it('never writes a token into its logs', async () => {
    await api.call('/us/calculate', { body: calculate, token: 'calculate' });
    await api.call('/us/calculate', { body: calculate, authorization: `Bearer ${TOKENS.admin}x` });
    const logs = api.logLines.join('');
    for (const token of Object.values(TOKENS)) expect(logs).not.toContain(token);
  });

  it('answers 400 naming every unknown field, at any depth', async () => {
    const response = await api.call('/us/calculate', {
      body: { ...calculate, houshold: 1, explain: { variable: 'income_tax', dept: 2 } },
    });
    expect(response.status).toBe(400);
    const failure = await failureOf(response);
    expect(failure.code).toBe('invalid_request');
    expect(failure.summary).toContain('body: unknown field "houshold"');
    expect(failure.summary).toContain('body.explain: unknown field "dept"');
    const query = await api.call('/variables?search=tax&serch=x');
    expect((await failureOf(query)).summary).toContain('querystring: unknown field "serch"');
  });

  it('answers 400 for a body that is not JSON and 415 for one that is not declared JSON', async () => {
    const broken = await api.call('/us/calculate', { rawBody: '{"household": ' });
    expect(broken.status).toBe(400);
    expect((await failureOf(broken)).code).toBe('invalid_request');
    const text = await api.call('/us/calculate', { rawBody: 'hello', contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect((await failureOf(text)).code).toBe('unsupported_media_type');
  });

  it('answers 413 past the body limit and past 10,000 situations', async () => {
    const big = await api.call('/us/calculate', {
      body: { household: { people: { you: { note: 'x'.repeat(1 << 20) } } } },
    });
    expect(big.status).toBe(413);
    expect((await failureOf(big)).code).toBe('body_too_large');
    const reportBody = await api.call('/reports', {
      body: { country: 'us', pad: 'x'.repeat(70_000) },
    });
    expect(reportBody.status).toBe(413);
    const batch = await api.call('/us/calculate', {
      body: { household: Array.from({ length: 10_001 }, () => ({ people: { a: {} } })) },
    });
    expect(batch.status).toBe(413);
    expect((await failureOf(batch)).code).toBe('batch_too_large');
  });

  it('computes axes, one value per point, and marginal rates on the people when asked', async () => {
    const axes = await api.call('/us/calculate', {
      body: {
        household: {
          ...adultSituation(1, 'TX'),
          axes: [[{ name: 'employment_income', min: 99_000, max: 101_000, count: 3 }]],
        },
        marginal_rates: true,
      },
    });
    expect(axes.status).toBe(200);
    const { result } = (await axes.json()) as {
      result: {
        tax_units: { tu: { income_tax: Record<string, number[]> } };
        people: { you: Record<string, Record<string, number[]>> };
      };
    };
    expect(result.tax_units.tu.income_tax['2026']).toHaveLength(3);
    // Single, $100,000 in Texas: 22% federal bracket and 7.65% employee payroll tax.
    expect(result.people.you.marginal_tax_rate!['2026']![1]).toBeCloseTo(0.2965, 9);
    expect(result.people.you.marginal_tax_rate_federal_income!['2026']![1]).toBeCloseTo(0.22, 9);
    const bad = await api.call('/us/calculate', {
      body: {
        household: { ...adultSituation(1), axes: [[{ name: 'employment_income', min: 0 }]] },
      },
    });
    expect(bad.status).toBe(400);
    expect((await failureOf(bad)).summary).toContain('axes[0][0].max');
  });

  it('answers 400 naming a bad household or policy, 404 for unknown routes', async () => {
    const household = await api.call('/us/calculate', {
      body: { household: { ...adultSituation(1), pets: { rex: {} } } },
    });
    expect(household.status).toBe(400);
    const hf = await failureOf(household);
    expect(hf.code).toBe('invalid_household');
    expect(hf.summary).toContain('pets');
    const policy = await api.call('/us/calculate', {
      body: { ...calculate, policy: { 'gov.irs.no_such_thing': { '2026-01-01.2026-12-31': 1 } } },
    });
    expect(policy.status).toBe(400);
    const pf = await failureOf(policy);
    expect(pf.code).toBe('invalid_policy');
    expect(pf.summary).toContain('gov.irs.no_such_thing');
    const period = await api.call('/us/calculate', {
      body: {
        ...calculate,
        policy: { 'gov.irs.credits.ctc.amount.base[0].amount': { '2026-1-1': 1 } },
      },
    });
    expect(period.status).toBe(400);
    const route = await api.call('/uk/calculate', { body: calculate });
    expect(route.status).toBe(404);
    expect((await failureOf(route)).code).toBe('not_found');
    const report = await api.call('/reports/report-none');
    expect(report.status).toBe(404);
    expect((await failureOf(report)).code).toBe('report_not_found');
  });

  it('sends no CORS headers unless origins are configured', async () => {
    const response = await fetch(`${api.url}/metadata`, {
      headers: { origin: 'https://example.org', authorization: `Bearer ${TOKENS.read}` },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the API over HTTP: per-token rate limits and CORS when configured', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({
      server: { rateLimit: { max: 3, windowMs: 60_000 }, corsOrigins: ['https://example.org'] },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers 429 with Retry-After past the limit, counting each token apart', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await api.call('/metadata', { token: 'read' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await failureOf(last!)).code).toBe('rate_limited');
    expect((await api.call('/metadata', { token: 'admin' })).status).toBe(200);
  });

  it('counts failed authentications against the client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await api.call('/metadata', { authorization: `Bearer guess-${i}-000000000000` })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers the configured origin', async () => {
    const response = await fetch(`${api.url}/openapi.json`, {
      headers: { origin: 'https://example.org' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://example.org');
  });
});
