import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportExecutionError } from '../../src/contract/index.js';
import { COUNTRY_PACKS } from '../../src/countries/index.js';
import type { Records } from '../../src/db/index.js';
import {
  createSimulationLauncher,
  createThreadArtifactEncoder,
  decodeSimulationArtifact,
  ReportCancelledError,
  ReportRequestError,
  type CoordinatedReport,
} from '../../src/executor/index.js';
import { planOutputs } from '../../src/report/index.js';
import { createMiniRuntime } from './fixtures/mini-runtime.js';
import {
  createHarness,
  miniRequest,
  openRecords,
  type Harness,
} from './fixtures/coordinator-harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(400);
});
afterAll(async () => {
  await h.close();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

function completed(outcome: CoordinatedReport) {
  if (outcome.kind !== 'completed')
    throw new Error(`expected a completed report, got ${outcome.kind}`);
  return outcome.result;
}

const failuresOf = (code: string) => h.sink.failures().filter((e) => e.failure.code === code);

describe('coordinator: return delivery', () => {
  it(
    'segmented and unsegmented runs give the same artifacts and the same digest',
    { timeout: 180_000 },
    async () => {
      const segmented = completed(await h.run(miniRequest({ reportId: 'seg' })));
      const whole = completed(
        await h.run(miniRequest({ reportId: 'whole', options: { segmented: false } })),
      );
      expect(whole.reportAggregateSha256).toBe(segmented.reportAggregateSha256);
      expect(whole.artifacts.baseline.sha256).toBe(segmented.artifacts.baseline.sha256);
      expect(whole.artifacts.reform.sha256).toBe(segmented.artifacts.reform.sha256);
      expect(segmented.macroOutput.budget!.budgetary_impact).toBeLessThan(0);
      // The states section: one entry per state with households (lower-case), summing to the
      // budget; a federal child credit reform moves federal tax, and no state's average goes down.
      const states = segmented.macroOutput.states!;
      expect(whole.macroOutput.states).toEqual(states);
      const names = Object.keys(states);
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) expect(name).toMatch(/^[a-z]{2}$/);
      const budget = segmented.macroOutput.budget!;
      let federal = 0;
      let stateTax = 0;
      for (const x of Object.values(states)) {
        federal += x.federal_tax_change;
        stateTax += x.state_income_tax.reform - x.state_income_tax.baseline;
        expect(x.average_net_income_change).toBeGreaterThanOrEqual(0);
        expect(x.share_losing).toBe(0);
      }
      expect(stateTax).toBeCloseTo(budget.state_tax_revenue_impact, 2);
      let other = 0;
      for (const x of Object.values(states)) other += x.other_state_tax_change;
      expect(federal).toBeCloseTo(
        budget.tax_revenue_impact - budget.state_tax_revenue_impact - other,
        2,
      );
      expect(federal).toBeLessThan(0);
    },
  );

  const artifactDigests = new Set<string>();
  it.each([
    ['encoded in place', undefined],
    ['encoded on its own thread', createThreadArtifactEncoder({ minRows: 0 })],
  ] as const)(
    'a segmented outcome brings its frames as the artifact holds them (%s), and never across a thread',
    async (_, artifactEncoder) => {
      const config = { storeRoot: join(h.root, 'store'), households: 400 };
      const runtime = createMiniRuntime(config);
      const launcher = createSimulationLauncher({
        dispatcher: h.dispatcher,
        config,
        runtime,
        intervalsMs: [20, 50, 100],
        ...(artifactEncoder === undefined ? {} : { artifactEncoder }),
      });
      const call = await launcher.launch(
        {
          role: 'baseline',
          country: 'us',
          year: 2026,
          region: 'us',
          dataset: 'mini',
          policy: 'current-law',
          outputPlan: planOutputs(COUNTRY_PACKS.us.macroProfile, undefined, { includeRace: true }),
          deliveryMode: 'return',
          reportId: 'frames',
          correlationId: 'frames',
        },
        { segmented: true },
      );
      const outcome = await call.result();
      const stored = decodeSimulationArtifact(await runtime.store.get(outcome.artifact.key));
      const frames = outcome.frames!;
      expect(Object.keys(frames)).toEqual(Object.keys(stored));
      for (const [entity, frame] of Object.entries(stored)) {
        const mine = frames[entity]!;
        expect(mine.rowCount).toBe(frame.rowCount);
        expect(mine.columns.map((c) => [c.name, c.kind, c.categories])).toEqual(
          frame.columns.map((c) => [c.name, c.kind, c.categories]),
        );
        frame.columns.forEach((column, c) => {
          const values = mine.columns[c]!.values;
          expect(values.constructor).toBe(column.values.constructor);
          expect(Array.from(column.values).every((v, r) => Object.is(v, values[r]))).toBe(true);
        });
      }
      expect(Object.keys(outcome)).not.toContain('frames');
      expect((JSON.parse(JSON.stringify(outcome)) as { frames?: unknown }).frames).toBeUndefined();
      expect(structuredClone(outcome).frames).toBeUndefined();
      if (artifactEncoder !== undefined) expect(artifactEncoder.answeredByThread).toBe(1);
      // Both ways write the same artifact.
      artifactDigests.add(outcome.artifact.sha256);
      expect(artifactDigests.size).toBe(1);
    },
  );

  it('a baseline compared with itself gives zero impacts', async () => {
    const result = completed(
      await h.run(miniRequest({ reportId: 'self', reformPolicy: 'current-law' })),
    );
    const budget = result.macroOutput.budget!;
    expect(budget.tax_revenue_impact).toBe(0);
    expect(budget.benefit_spending_impact).toBe(0);
    expect(budget.budgetary_impact).toBe(0);
    for (const value of Object.values(result.macroOutput.decile!.average)) expect(value).toBe(0);
    expect(result.artifacts.baseline.modelBundle.systemHash).toBe(
      result.artifacts.reform.modelBundle.systemHash,
    );
  });

  it('rejects a bad request before anything runs, listing every problem', async () => {
    const spans = h.sink.spans().length;
    const error = await rejection(
      h.run({
        ...miniRequest({ reportId: 'bad' }),
        year: 1999,
        aggregates: ['budget', 'no_such_aggregate' as 'budget'],
        reformPolicy: {
          reform: {
            'gov.irs.credits.ctc.amount.base': { '2027-4-6': 1 },
            'gov.irs.no_such_parameter': { '2026-01-01.2026-12-31': 1 },
          },
        },
      }),
    );
    expect(error).toBeInstanceOf(ReportRequestError);
    const codes = (error as ReportRequestError).issues.map((i) => i.code).sort();
    expect(codes).toEqual(['invalid_policy_period', 'unknown_aggregate', 'year_out_of_range']);
    // The unknown parameter is caught by the model check once the contract passes.
    const second = (await rejection(
      h.run(
        miniRequest({
          reportId: 'bad2',
          reformPolicy: {
            reform: {
              'gov.irs.no_such_parameter': { '2026-01-01.2026-12-31': 1 },
              'gov.irs.other_missing': { '2026-01-01.2026-12-31': 1 },
            },
          },
        }),
      ),
    )) as ReportRequestError;
    expect(second.issues.map((i) => i.code)).toEqual(['unknown_parameter', 'unknown_parameter']);
    expect(h.sink.spans().length).toBe(spans);
  });

  it('a reform that fails validation in its worker fails the report with its code; the baseline is cancelled; one telemetry event', async () => {
    const records = await openRecords(h, 'reject');
    const before = failuresOf('unknown_parameter').length;
    const error = await rejection(
      h.run(
        miniRequest({
          reportId: 'reject',
          delivery: { mode: 'database' },
          options: { segmented: false },
        }),
        { records, faults: { rejectReformInWorker: true, delayMs: 0 } },
      ),
    );
    expect(error).toBeInstanceOf(ReportExecutionError);
    expect((error as ReportExecutionError).code).toBe('unknown_parameter');
    expect(failuresOf('unknown_parameter').length).toBe(before + 1);
    const report = await records.getReport('reject');
    expect(report?.status).toBe('failed');
    expect(report?.errorCode).toBe('unknown_parameter');
    const sims = await records.getSimulations('reject');
    const reform = sims.find((s) => s.role === 'reform')!;
    const baseline = sims.find((s) => s.role === 'baseline')!;
    expect(reform.errorCode).toBe('unknown_parameter');
    // The baseline either finished first (and keeps its outcome) or was cancelled.
    if (baseline.status === 'failed') {
      expect(baseline.errorCode).toBe('simulation_cancelled');
      expect(baseline.errorSummary).toMatch(/Cancelled after the reform simulation failed/);
    } else expect(baseline.status).toBe('succeeded');
    await records.close();
  });

  it('a hanging worker: the window closes on time, the hung worker is cancelled and recorded', async () => {
    const records = await openRecords(h, 'hang');
    const error = await rejection(
      h.run(
        miniRequest({
          reportId: 'hang',
          delivery: { mode: 'database' },
          options: { segmented: false },
        }),
        { records, faults: { hang: 'reform' }, waitWindowMs: 1_500 },
      ),
    );
    expect((error as ReportExecutionError).code).toBe('simulation_wait_timeout');
    const sims = await records.getSimulations('hang');
    const reform = sims.find((s) => s.role === 'reform')!;
    expect(reform.status).toBe('failed');
    expect(reform.errorCode).toBe('simulation_cancelled');
    expect(reform.errorSummary).toMatch(/Cancelled after the 1.5-second wait window closed/);
    const baseline = sims.find((s) => s.role === 'baseline')!;
    expect(['succeeded', 'failed']).toContain(baseline.status);
    const report = await records.getReport('hang');
    expect(report?.errorCode).toBe('simulation_wait_timeout');
    expect(
      failuresOf('simulation_wait_timeout').filter((e) => e.attributes.reportId === 'hang').length,
    ).toBe(1);
    await records.close();
  });

  it('a report cancelled while it runs: its coordinator loses the lease at the next renewal, cancels its workers and stops', async () => {
    const records = await openRecords(h, 'cancel');
    const running = h.run(
      miniRequest({
        reportId: 'cancel',
        delivery: { mode: 'database' },
        options: { segmented: false },
      }),
      { records, faults: { hang: 'reform' }, lease: { ttlMs: 3_000, renewEveryMs: 50 } },
    );
    for (let i = 0; i < 200; i += 1) {
      const sims = await records.getSimulations('cancel');
      if (sims.some((s) => s.role === 'reform' && s.status === 'running')) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await records.getReport('cancel'))?.leaseExpiresAt).not.toBeNull();
    expect(
      await records.cancelReport('cancel', { reason: 'asked by a test', correlationId: 'c' }),
    ).toBe(true);
    const error = await rejection(running);
    expect(error).toBeInstanceOf(ReportCancelledError);
    expect((error as Error).message).toMatch(/lease could not be renewed/);
    const report = await records.getReport('cancel');
    expect(report).toMatchObject({ status: 'failed', errorCode: 'report_cancelled' });
    const reform = (await records.getSimulations('cancel')).find((s) => s.role === 'reform')!;
    expect(reform).toMatchObject({ status: 'failed', errorCode: 'simulation_cancelled' });
    await records.close();
  });

  it('a segment that throws: segment_execution_failed with its index, the other calls cancelled, reported once', async () => {
    const seen: number[] = [];
    const error = await rejection(
      h.run(miniRequest({ reportId: 'segfail', correlationId: 'corr-segfail' }), {
        faults: { throwSegment: { role: 'reform', index: 2 }, delayMs: 50 },
        onSegmentFailure: (f) => {
          seen.push(f.segmentIndex ?? -1);
          h.failures.report(f);
        },
      }),
    );
    expect(error).toBeInstanceOf(ReportExecutionError);
    const failure = (error as ReportExecutionError).failure;
    expect(failure.code).toBe('segment_execution_failed');
    expect(failure.segmentIndex).toBe(2);
    expect(failure.summary).toMatch(/injected failure in segment 2/);
    expect(seen).toEqual([2]);
    expect(h.sink.failures().filter((e) => e.failure.correlationId === 'corr-segfail').length).toBe(
      1,
    );
  });

  it('a segment that fails with typed issues: the caller and the records get every issue (under its segment, redacted) and the code it wraps', async () => {
    const records = await openRecords(h, 'segissues');
    const error = await rejection(
      h.run(
        miniRequest({
          reportId: 'segissues',
          correlationId: 'corr-segissues',
          delivery: { mode: 'database' },
        }),
        { records, faults: { issuesInSegment: { role: 'reform', index: 1 } } },
      ),
    );
    expect(error).toBeInstanceOf(ReportExecutionError);
    const failure = (error as ReportExecutionError).failure;
    expect(failure).toMatchObject({
      code: 'segment_execution_failed',
      segmentIndex: 1,
      cause: { code: 'invalid_situation' },
      issues: [
        {
          code: 'value_out_of_range',
          path: 'segments[1].people[3].age',
          message: 'age is -5; give 0 or more',
        },
        { code: 'not_a_number', path: 'segments[1].people[4].employment_income' },
      ],
    });
    expect(failure.issues?.[1]?.message).toContain('[redacted]');
    expect(failure.issues?.[1]?.message).not.toContain('hunter22secret');
    expect((error as ReportExecutionError).issues).toEqual(failure.issues);
    const report = await records.getReport('segissues');
    expect(report).toMatchObject({ status: 'failed', errorCode: 'segment_execution_failed' });
    expect(report?.errorDetail).toEqual({ issues: failure.issues, cause: failure.cause });
    const reform = (await records.getSimulations('segissues')).find((s) => s.role === 'reform')!;
    expect(reform.errorDetail?.issues?.map((i) => i.path)).toEqual([
      'segments[1].people[3].age',
      'segments[1].people[4].employment_income',
    ]);
    await records.close();
  });

  it(
    'a coordinator cancelled after dispatch cancels its workers and records nothing; restarted, it gives the same digest',
    { timeout: 180_000 },
    async () => {
      const records = await openRecords(h, 'restart');
      const reference = completed(await h.run(miniRequest({ reportId: 'restart-ref' })));
      const controller = new AbortController();
      const first = h.run(miniRequest({ reportId: 'restart', delivery: { mode: 'database' } }), {
        records,
        faults: { delayMs: 400 },
        signal: controller.signal,
        dispatchCallId: 'job-1',
      });
      setTimeout(() => controller.abort(new Error('pre-empted')), 150);
      const error = await rejection(first);
      expect(error).toBeInstanceOf(ReportCancelledError);
      expect((await records.getReport('restart'))?.status).toBe('running');
      const again = completed(
        await h.run(miniRequest({ reportId: 'restart', delivery: { mode: 'database' } }), {
          records,
          dispatchCallId: 'job-1',
        }),
      );
      expect(again.reportAggregateSha256).toBe(reference.reportAggregateSha256);
      expect((await records.getReport('restart'))?.status).toBe('succeeded');
      await records.close();
    },
  );
});

describe('coordinator: database delivery', () => {
  let records: Records;
  beforeAll(async () => {
    records = await openRecords(h, 'db');
  });
  afterAll(async () => {
    await records.close();
  });

  it('records the report, both simulations and the aggregate artifact; compares with a reference', async () => {
    const first = await h.run(miniRequest({ reportId: 'db-1', delivery: { mode: 'database' } }), {
      records,
    });
    expect(first.kind).toBe('completed');
    const report = await records.getReport('db-1');
    expect(report?.status).toBe('succeeded');
    expect(report?.reportAggregateSha256).toBe(completed(first).reportAggregateSha256);
    expect((report?.aggregateArtifact as { key: string }).key).toMatch(
      /^reports\/[0-9a-f]{64}\.json$/,
    );
    const sims = await records.getSimulations('db-1');
    expect(sims.map((s) => [s.role, s.status])).toEqual([
      ['baseline', 'succeeded'],
      ['reform', 'succeeded'],
    ]);
    const shadow = await h.run(
      miniRequest({
        reportId: 'db-2',
        delivery: { mode: 'database', compareWith: 'db-1' },
        options: { segmented: false },
      }),
      { records },
    );
    expect(shadow.kind).toBe('completed');
    const comparison = await records.getComparison('db-2');
    expect(comparison?.status).toBe('match');
    expect(comparison?.sectionsDiffering).toEqual([]);
  });

  it('a coordinator failure after its workers succeeded: report_coordination_failed, the simulations keep their outcome', async () => {
    const error = await rejection(
      h.run(
        miniRequest({
          reportId: 'coordfail',
          delivery: { mode: 'database' },
          options: { segmented: false },
          reformPolicy: { reform: { 'gov.irs.income.rate': { '2026-01-01.2026-12-31': 0.25 } } },
        }),
        { records, breakStoreReads: true },
      ),
    );
    expect((error as ReportExecutionError).code).toBe('report_coordination_failed');
    expect((error as ReportExecutionError).failure.summary).toMatch(/disk unreadable/);
    expect((await records.getReport('coordfail'))?.errorCode).toBe('report_coordination_failed');
    expect((await records.getSimulations('coordfail')).map((s) => s.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('two identical dispatches at once: one computation', async () => {
    const twin = (): ReturnType<typeof h.run> =>
      h.run(
        miniRequest({
          reportId: 'twin',
          delivery: { mode: 'database' },
          reformPolicy: { reform: { 'gov.irs.income.rate': { '2026-01-01.2026-12-31': 0.2 } } },
        }),
        { records },
      );
    const [a, b] = await Promise.all([twin(), twin()]);
    expect([a.kind, b.kind].sort()).toEqual(['completed', 'duplicate']);
    expect((await records.getSimulations('twin')).length).toBe(2);
  });

  it('rejects a return delivery that names a reference to compare with', async () => {
    const error = (await rejection(
      h.run(
        miniRequest({ reportId: 'ret-cmp', delivery: { mode: 'return', compareWith: 'db-1' } }),
        { records },
      ),
    )) as ReportRequestError;
    expect(error.issues.map((i) => i.code)).toEqual(['compare_requires_database_delivery']);
  });

  const recordFailures = [
    {
      what: 'refuses writes for a while',
      reportId: 'dbwait',
      amount: 2_900,
      error: () => Object.assign(new Error('connection refused'), { code: 'database_unavailable' }),
    },
    {
      what: 'cuts the connection mid-statement',
      reportId: 'dbcut',
      amount: 2_950,
      error: () =>
        Object.assign(new Error('statement failed'), {
          code: 'database_statement_failed',
          connectionLost: true,
        }),
    },
  ];
  for (const { what, reportId, amount, error } of recordFailures)
    it(`waits out a records database that ${what}: no simulation record is lost`, async () => {
      let refusals = 0;
      const flaky = new Proxy(records, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          const method = value.bind(target) as (...args: unknown[]) => Promise<unknown>;
          // The reform's creation and every write after it fail four times (about a second).
          return async (...args: unknown[]) => {
            const reform =
              property === 'createSimulation' &&
              String((args[0] as { id: string }).id).endsWith('-reform');
            if ((reform || refusals > 0) && refusals < 4 && property !== 'getReport') {
              refusals += 1;
              throw error();
            }
            return method(...args);
          };
        },
      });
      const result = completed(
        await h.run(
          miniRequest({
            reportId,
            delivery: { mode: 'database' },
            reformPolicy: {
              reform: { 'gov.irs.credits.ctc.amount.base': { '2026-01-01.2026-12-31': amount } },
            },
          }),
          { records: flaky },
        ),
      );
      expect(result.reportId).toBe(reportId);
      expect(refusals).toBe(4);
      expect((await records.getReport(reportId))?.status).toBe('succeeded');
      const simulations = await records.getSimulations(reportId);
      expect(
        simulations.filter((s) => s.segmentIndex === null).map((s) => [s.role, s.status]),
      ).toEqual([
        ['baseline', 'succeeded'],
        ['reform', 'succeeded'],
      ]);
      expect(
        h.logLines.some((line) => line.includes('record_write_waiting') && line.includes(reportId)),
      ).toBe(true);
      expect(
        h.logLines.some((line) => line.includes('record_write_failed') && line.includes(reportId)),
      ).toBe(false);
    });

  it('keeps the original failure when the database refuses the failure records, and reports it once', async () => {
    const broken = new Proxy(records, {
      get(target, property, receiver) {
        if (
          property === 'failSimulation' ||
          property === 'cancelSimulation' ||
          property === 'failReport'
        ) {
          return async () => {
            throw Object.assign(new Error('connection refused'), { code: 'database_unavailable' });
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const before = h.sink
      .failures()
      .filter((e) => e.failure.correlationId === 'corr-dbfail').length;
    const error = await rejection(
      h.run(
        miniRequest({
          reportId: 'dbfail',
          correlationId: 'corr-dbfail',
          delivery: { mode: 'database' },
          options: { segmented: false },
          reformPolicy: {
            reform: { 'gov.irs.credits.ctc.amount.base': { '2026-01-01.2026-12-31': 3_500 } },
          },
        }),
        { records: broken, faults: { rejectReformInWorker: true }, recordsRetryMs: 600 },
      ),
    );
    expect((error as ReportExecutionError).code).toBe('unknown_parameter');
    expect(h.sink.failures().filter((e) => e.failure.correlationId === 'corr-dbfail').length).toBe(
      before + 1,
    );
    expect(
      h.logLines.some((line) => line.includes('record_write_failed') && line.includes('dbfail')),
    ).toBe(true);
  });
});
