import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportExecutionResultSchema } from '../../src/contract/index.js';
import { fillSituation, simulateSituations, type Situation } from '../../src/engine/index.js';
import {
  adultSituation,
  miniReportBody,
  startApiHarness,
  type ApiHarness,
} from './fixtures/api-harness.js';

/** What the engine itself computes for situations, filled as the API fills them. */
function engineResult(
  api: ApiHarness,
  situations: Situation[],
  reform?: Record<string, Record<string, number>>,
): Situation[] {
  const system = reform === undefined ? api.system : api.system.withReform(reform);
  const { simulation, batch } = simulateSituations(system, situations);
  return situations.map((s, i) => fillSituation(simulation, batch, i, s));
}

interface ServerEvent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** Reads a server-sent event stream to its end. */
async function readEvents(response: Response): Promise<ServerEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return {
        event: eventLine!.slice('event: '.length),
        data: JSON.parse(dataLine!.slice('data: '.length)) as Record<string, unknown>,
      };
    });
}

describe('POST /us/calculate over HTTP', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers PolicyEngine's shape with the engine's own values", async () => {
    const situation = adultSituation(52_000, 'NY') as Situation;
    const response = await api.call('/us/calculate', { body: { household: situation } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; message: null; result: Situation };
    expect(body.status).toBe('ok');
    expect(body.message).toBeNull();
    expect(body.result).toEqual(engineResult(api, [situation])[0]);
    const net = (
      body.result['households']!['h']!['household_net_income'] as Record<string, number>
    )['2026'];
    expect(net).toBeGreaterThan(30_000);
    expect(net).toBeLessThan(52_000);
  });

  it('computes a batch as the engine does, and a policy as the reformed engine does', async () => {
    const batch = [
      adultSituation(0),
      adultSituation(25_000, 'TX'),
      adultSituation(250_000, 'CA'),
    ] as Situation[];
    const plain = (await (
      await api.call('/us/calculate', { body: { household: batch } })
    ).json()) as { result: Situation[] };
    expect(plain.result).toEqual(engineResult(api, batch));
    const policy = {
      'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2026-12-31': 5_000 },
    };
    const withChild: Situation = {
      people: {
        parent: { age: { 2026: 35 }, employment_income: { 2026: 30_000 } },
        kid: { age: { 2026: 5 } },
      },
      tax_units: { tu: { members: ['parent', 'kid'], ctc: { 2026: null } } },
      households: { h: { members: ['parent', 'kid'], state_code: { 2026: 'TX' } } },
    };
    const reformed = (await (
      await api.call('/us/calculate', { body: { household: withChild, policy } })
    ).json()) as { result: Situation };
    expect(reformed.result).toEqual(engineResult(api, [withChild], policy)[0]);
    const current = (await (
      await api.call('/us/calculate', { body: { household: withChild } })
    ).json()) as { result: Situation };
    expect(reformed.result).not.toEqual(current.result);
  });

  it('explains a value down to the depth asked, and no deeper', async () => {
    const explained = async (depth: number): Promise<Record<string, unknown>> => {
      const response = await api.call('/us/calculate', {
        body: { household: adultSituation(40_000), explain: { variable: 'income_tax', depth } },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { explanation: Record<string, unknown> }).explanation;
    };
    const depthOf = (node: Record<string, unknown>): number =>
      1 + Math.max(0, ...(node['dependencies'] as Record<string, unknown>[]).map(depthOf));
    const one = await explained(1);
    expect(one['variable']).toBe('income_tax');
    expect(one['dependencies']).toEqual([]);
    expect(one['truncated']).toBe(true);
    const three = await explained(3);
    expect(depthOf(three)).toBe(3);
    const deep = await explained(32);
    expect(depthOf(deep)).toBeGreaterThan(3);
    const income = engineResult(api, [adultSituation(40_000) as Situation])[0]!;
    expect(one['values']).toEqual([
      (income['tax_units']!['tu']!['income_tax'] as Record<string, number>)['2026'],
    ]);
  });

  it('lists variables and parameters by search text, with values at a date', async () => {
    const variables = (await (
      await api.call('/variables?search=earned%20income&limit=5', { token: 'read' })
    ).json()) as { variables: { id: string }[] };
    expect(variables.variables.map((v) => v.id)).toContain('eitc');
    const params = (await (
      await api.call('/parameters?search=ctc.amount.base&at=2024-06-01', { token: 'read' })
    ).json()) as {
      parameters: { path: string; value: unknown; reference: unknown[] }[];
    };
    const base = params.parameters.find(
      (p) => p.path === 'gov.irs.credits.ctc.amount.base[0].amount',
    );
    expect(base?.value).toBe(2_000);
    expect(base?.reference.length).toBeGreaterThan(0);
    const metadata = (await (await api.call('/metadata', { token: 'read' })).json()) as {
      countries: { id: string; rulesHash: string }[];
    };
    expect(metadata.countries[0]).toMatchObject({ id: 'us', rulesHash: api.system.hash });
  });
});

describe('reports over HTTP (mini model and dataset)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers a return delivery with the execution result, equal to the recorded report', async () => {
    const response = await api.call('/reports', {
      body: miniReportBody({ delivery: { mode: 'return' } }),
      token: 'report',
    });
    expect(response.status).toBe(200);
    const result = ReportExecutionResultSchema.parse(await response.json());
    expect(result.macroOutput.decile?.average['1']).toBeTypeOf('number');
    expect(await api.records.getReport(result.reportId)).toBeUndefined();

    const accepted = await api.call('/reports', { body: miniReportBody(), token: 'report' });
    expect(accepted.status).toBe(202);
    const { reportId, links } = (await accepted.json()) as {
      reportId: string;
      links: { events: string };
    };
    const events = await readEvents(await api.call(links.events, { token: 'read' }));
    const progress = events.filter((e) => e.event === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)!.data['progress']).toEqual({ done: 8, total: 8 });
    const last = events.at(-1)!;
    expect(last.event).toBe('result');
    expect(last.data['reportAggregateSha256']).toBe(result.reportAggregateSha256);
    const status = (await (
      await api.call(`/reports/${reportId}`, { token: 'read' })
    ).json()) as Record<string, unknown>;
    expect(status).toMatchObject({
      reportId,
      status: 'succeeded',
      reportAggregateSha256: result.reportAggregateSha256,
    });
    expect(status['macroOutput']).toEqual(result.macroOutput);
    // The events of a finished report: its result at once.
    const again = await readEvents(await api.call(links.events, { token: 'read' }));
    expect(again.map((e) => e.event)).toEqual(['result']);
    const finished = await api.call(`/reports/${reportId}`, { method: 'DELETE', token: 'report' });
    expect(finished.status).toBe(409);
    expect(((await finished.json()) as { code: string }).code).toBe('report_not_running');
  });

  it('answers 400 for a request the coordinator would refuse, before anything runs', async () => {
    const response = await api.call('/reports', {
      body: miniReportBody({ year: 2020 }),
      token: 'report',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('invalid_request');
    const region = await api.call('/reports', {
      body: miniReportBody({ region: 'atlantis' }),
      token: 'report',
    });
    expect(region.status).toBe(400);
    const failure = (await region.json()) as { code: string; summary: string };
    expect(failure.code).toBe('invalid_report_request');
    expect(failure.summary).toContain('atlantis');
    expect(await api.records.listReports()).toHaveLength(1);
  });
});

describe('cancelling a report over HTTP', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ faults: { delayMs: 60_000 } });
  });
  afterAll(async () => {
    await api.close();
  });

  it('stops its simulations and records it cancelled by the caller', async () => {
    const accepted = await api.call('/reports', { body: miniReportBody(), token: 'report' });
    const { reportId } = (await accepted.json()) as { reportId: string };
    const events = api.call(`/reports/${reportId}/events`, { token: 'read' });
    await expect
      .poll(async () => (await api.records.getSimulations(reportId)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const response = await api.call(`/reports/${reportId}`, { method: 'DELETE', token: 'report' });
    expect(response.status).toBe(200);
    const view = (await response.json()) as {
      status: string;
      failure: { code: string; summary: string };
    };
    expect(view.status).toBe('cancelled');
    expect(view.failure.code).toBe('report_cancelled');
    expect(view.failure.summary).toContain('cancelled by the caller');
    const simulations = await api.records.getSimulations(reportId);
    expect(simulations.every((s) => s.status === 'failed')).toBe(true);
    expect(simulations.some((s) => s.errorCode === 'simulation_cancelled')).toBe(true);
    const stream = await readEvents(await events);
    expect(stream.at(-1)!.event).toBe('failure');
  });
});

describe('GET /openapi.json', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  it('is the checked-in golden file (FISCUS_UPDATE_GOLDEN=1 rewrites it)', async () => {
    const response = await api.call('/openapi.json', { token: null });
    expect(response.status).toBe(200);
    const actual = `${JSON.stringify(await response.json(), null, 2)}\n`;
    const golden = new URL('../../src/api/openapi.json', import.meta.url).pathname;
    if (process.env['FISCUS_UPDATE_GOLDEN'] === '1') writeFileSync(golden, actual);
    expect(existsSync(golden)).toBe(true);
    // Compared as JSON: the golden file may be formatted by prettier.
    expect(JSON.parse(actual)).toEqual(JSON.parse(readFileSync(golden, 'utf8')));
    const doc = JSON.parse(actual) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/metadata',
      '/parameters',
      '/reports',
      '/reports/{id}',
      '/reports/{id}/events',
      '/us/calculate',
      '/variables',
    ]);
  });
});
