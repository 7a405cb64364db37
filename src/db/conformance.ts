import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordsOptions } from './kysely-records.js';
import { SIMULATION_CANCELLED, type ClaimReportInput, type Records } from './records.js';

/**
 * A fresh database for one test file: every `open()` is a new handle (own connections) on it;
 * `reset()` empties it between tests (all handles closed); `dispose()` removes it.
 */
export interface RecordsTestDatabase {
  open(options?: RecordsOptions): Promise<Records>;
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

/** A backend under test: how to make a fresh database, and whether to skip (service absent). */
export interface RecordsBackendUnderTest {
  readonly name: string;
  /** Called once per suite (a temporary file, a fresh Postgres schema…). */
  readonly createDatabase: () => Promise<RecordsTestDatabase>;
  readonly skip?: boolean;
}

const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
/** The country of the sample records (records keep any country id; the rows are made up). */
const SAMPLE_COUNTRY = 'zz';
const CORRELATION = '0b6f3c3e-1111-4222-8333-944455556666';

function claimInput(overrides: Partial<ClaimReportInput> = {}): ClaimReportInput {
  return {
    id: 'r1',
    requestDigest: 'd'.repeat(64),
    request: {
      country: SAMPLE_COUNTRY,
      year: 2026,
      reform: { 'gov.irs.credits.ctc.amount': { '2026-01-01.2026-12-31': 3000 } },
    },
    country: SAMPLE_COUNTRY,
    year: 2026,
    modelVersion: 'm1',
    ...overrides,
  };
}

/**
 * Registers the records conformance suite for a backend: the same tests, written once, for
 * SQLite and Postgres (STYLE.md: one conformance suite per seam).
 */
export function describeRecordsConformance(backend: RecordsBackendUnderTest): void {
  describe.skipIf(backend.skip === true)(`Records conformance: ${backend.name}`, () => {
    let database: RecordsTestDatabase;
    let records: Records;
    const handles: Records[] = [];
    const open = async (): Promise<Records> => {
      const handle = await database.open({ now: () => T0 });
      handles.push(handle);
      return handle;
    };

    beforeAll(async () => {
      database = await backend.createDatabase();
    });
    afterAll(async () => {
      await database?.dispose();
    });
    beforeEach(async () => {
      records = await open();
    });
    afterEach(async () => {
      await Promise.all(handles.splice(0).map((h) => h.close()));
      await database.reset();
    });

    it('claims a new report as pending, timestamped by the injected clock', async () => {
      const result = await records.claimReport(claimInput({ correlationId: CORRELATION }));
      expect(result.claimed).toBe(true);
      const report = await records.getReport('r1');
      expect(report).toMatchObject({
        id: 'r1',
        status: 'pending',
        aggregationStatus: 'pending',
        deliveryMode: 'database',
        country: SAMPLE_COUNTRY,
        year: 2026,
        modelVersion: 'm1',
        correlationId: CORRELATION,
        createdAt: T0.toISOString(),
        updatedAt: T0.toISOString(),
        startedAt: null,
        finishedAt: null,
      });
      expect(report?.request).toEqual(claimInput().request);
      if (result.claimed) expect(result.report).toEqual(report);
    });

    it('returns the existing report for a repeated id, unchanged', async () => {
      await records.claimReport(claimInput());
      await records.startReport('r1', { at: at(1) });
      const again = await records.claimReport(claimInput({ request: { other: true }, at: at(5) }));
      expect(again).toMatchObject({
        claimed: false,
        reason: 'same_id',
        existing: { id: 'r1', status: 'running' },
      });
      expect((await records.getReport('r1'))?.request).toEqual(claimInput().request);
    });

    it('deduplicates a live request digest and releases it once the report failed', async () => {
      await records.claimReport(claimInput());
      for (const step of ['pending', 'running', 'succeeded'] as const) {
        if (step === 'running') await records.startReport('r1');
        if (step === 'succeeded') {
          await records.completeReport('r1', {
            aggregateArtifact: { key: 'a' },
            reportAggregateSha256: 'f'.repeat(64),
          });
        }
        const dup = await records.claimReport(claimInput({ id: `r2-${step}` }));
        expect(dup).toMatchObject({
          claimed: false,
          reason: 'same_request',
          existing: { id: 'r1', status: step },
        });
      }
      expect(await records.getReport('r2-pending')).toBeUndefined();

      await records.claimReport(claimInput({ id: 'f1', requestDigest: 'e'.repeat(64) }));
      await records.failReport('f1', {
        code: 'simulation_execution_failed',
        summary: 'boom',
        correlationId: CORRELATION,
      });
      const retry = await records.claimReport(
        claimInput({ id: 'f2', requestDigest: 'e'.repeat(64) }),
      );
      expect(retry.claimed).toBe(true);
    });

    it('does not deduplicate the same request under another model version (shadow runs)', async () => {
      await records.claimReport(claimInput());
      const shadow = await records.claimReport(claimInput({ id: 'r-shadow', modelVersion: 'm2' }));
      expect(shadow.claimed).toBe(true);
    });

    it('lets exactly one of many concurrent claims of one id win', async () => {
      const peers = await Promise.all(Array.from({ length: 6 }, () => open()));
      const results = await Promise.all(
        peers.map((p, i) => p.claimReport(claimInput({ dispatchCallId: `call-${i}` }))),
      );
      expect(results.filter((r) => r.claimed)).toHaveLength(1);
      const winner = results.find((r) => r.claimed);
      const stored = await records.getReport('r1');
      expect(winner?.claimed && winner.report.dispatchCallId).toBe(stored?.dispatchCallId);
      for (const r of results)
        if (!r.claimed) expect(r.existing.dispatchCallId).toBe(stored?.dispatchCallId);
    });

    it('lets exactly one of many concurrent claims of one request under different ids win', async () => {
      const peers = await Promise.all(Array.from({ length: 6 }, () => open()));
      const results = await Promise.all(
        peers.map((p, i) => p.claimReport(claimInput({ id: `c${i}` }))),
      );
      const winners = results.filter((r) => r.claimed);
      expect(winners).toHaveLength(1);
      const winnerId = winners[0]?.claimed ? winners[0].report.id : undefined;
      for (const r of results) if (!r.claimed) expect(r.existing.id).toBe(winnerId);
      expect(await records.listReports({ limit: 100 })).toHaveLength(1);
    });

    it('moves a report through its statuses only from the expected ones', async () => {
      await records.claimReport(claimInput());
      const artifact = { key: 'reports/r1.json', sha256: 'a'.repeat(64), size: 12 };
      expect(
        await records.completeReport('r1', {
          aggregateArtifact: artifact,
          reportAggregateSha256: 'b'.repeat(64),
        }),
      ).toBe(false);
      expect(await records.startReport('r1', { dispatchCallId: 'call-1', at: at(1) })).toBe(true);
      expect(await records.startReport('r1')).toBe(false);
      expect(
        await records.completeReport('r1', {
          aggregateArtifact: artifact,
          reportAggregateSha256: 'b'.repeat(64),
          at: at(9),
        }),
      ).toBe(true);
      expect(
        await records.failReport('r1', {
          code: 'report_coordination_failed',
          summary: 'late',
          correlationId: CORRELATION,
        }),
      ).toBe(false);
      expect(
        await records.completeReport('r1', {
          aggregateArtifact: { key: 'other' },
          reportAggregateSha256: 'c'.repeat(64),
        }),
      ).toBe(false);
      expect(await records.getReport('r1')).toMatchObject({
        status: 'succeeded',
        aggregationStatus: 'succeeded',
        aggregateArtifact: artifact,
        reportAggregateSha256: 'b'.repeat(64),
        dispatchCallId: 'call-1',
        errorCode: null,
        startedAt: at(1).toISOString(),
        finishedAt: at(9).toISOString(),
        updatedAt: at(9).toISOString(),
      });
      expect(await records.startReport('missing')).toBe(false);
    });

    it('records a failed report once, and it stays failed', async () => {
      await records.claimReport(claimInput());
      await records.startReport('r1');
      const failure = {
        code: 'simulation_wait_timeout',
        summary: `window closed [correlation ${CORRELATION}]`,
        correlationId: CORRELATION,
      };
      expect(
        await records.failReport('r1', { ...failure, aggregationStatus: 'skipped', at: at(3) }),
      ).toBe(true);
      expect(
        await records.failReport('r1', { ...failure, code: 'report_coordination_failed' }),
      ).toBe(false);
      expect(
        await records.completeReport('r1', {
          aggregateArtifact: {},
          reportAggregateSha256: 'b'.repeat(64),
        }),
      ).toBe(false);
      expect(await records.getReport('r1')).toMatchObject({
        status: 'failed',
        aggregationStatus: 'skipped',
        errorCode: 'simulation_wait_timeout',
        errorSummary: failure.summary,
        correlationId: CORRELATION,
        finishedAt: at(3).toISOString(),
      });
    });

    it('rejects inputs no record may hold before writing anything', async () => {
      await records.claimReport(claimInput());
      await records.startReport('r1');
      const tooLongCode = { code: 'x'.repeat(65), summary: 's', correlationId: CORRELATION };
      await expect(records.failReport('r1', tooLongCode)).rejects.toMatchObject({
        code: 'invalid_record',
        field: 'code',
      });
      const tooLongSummary = { code: 'boom', summary: 's'.repeat(513), correlationId: CORRELATION };
      await expect(records.failReport('r1', tooLongSummary)).rejects.toMatchObject({
        code: 'invalid_record',
        field: 'summary',
      });
      await expect(
        records.completeReport('r1', {
          aggregateArtifact: { total: Number.NaN },
          reportAggregateSha256: 'b'.repeat(64),
        }),
      ).rejects.toMatchObject({ code: 'invalid_record' });
      expect(await records.getReport('r1')).toMatchObject({
        status: 'running',
        errorCode: null,
        aggregateArtifact: null,
      });
    });

    it('creates each simulation once: by id, by role, and by role and segment', async () => {
      await records.claimReport(claimInput());
      expect(
        await records.createSimulation({ id: 's-base', reportId: 'r1', role: 'baseline' }),
      ).toBe(true);
      expect(await records.createSimulation({ id: 's-base', reportId: 'r1', role: 'reform' })).toBe(
        false,
      );
      expect(
        await records.createSimulation({ id: 's-base-2', reportId: 'r1', role: 'baseline' }),
      ).toBe(false);
      expect(
        await records.createSimulation({
          id: 's-ref',
          reportId: 'r1',
          role: 'reform',
          correlationId: CORRELATION,
        }),
      ).toBe(true);
      for (const index of [2, 0, 1]) {
        expect(
          await records.createSimulation({
            id: `s-ref-${index}`,
            reportId: 'r1',
            role: 'reform',
            segmentIndex: index,
          }),
        ).toBe(true);
      }
      expect(
        await records.createSimulation({
          id: 's-ref-dup',
          reportId: 'r1',
          role: 'reform',
          segmentIndex: 1,
        }),
      ).toBe(false);
      const sims = await records.getSimulations('r1');
      expect(sims.map((s) => [s.id, s.role, s.segmentIndex, s.status])).toEqual([
        ['s-base', 'baseline', null, 'pending'],
        ['s-ref', 'reform', null, 'pending'],
        ['s-ref-0', 'reform', 0, 'pending'],
        ['s-ref-1', 'reform', 1, 'pending'],
        ['s-ref-2', 'reform', 2, 'pending'],
      ]);
      expect(await records.getSimulation('s-ref')).toMatchObject({
        correlationId: CORRELATION,
        createdAt: T0.toISOString(),
      });
    });

    it('refuses a simulation of a report that does not exist with a typed statement error', async () => {
      await expect(
        records.createSimulation({ id: 's', reportId: 'nope', role: 'baseline' }),
      ).rejects.toMatchObject({
        code: 'database_statement_failed',
        operation: 'createSimulation',
      });
      expect(await records.getSimulation('s')).toBeUndefined();
    });

    it('completes a simulation with its artifact and cache outcome; a finished one is never overwritten', async () => {
      await records.claimReport(claimInput());
      await records.createSimulation({ id: 's1', reportId: 'r1', role: 'baseline' });
      expect(await records.startSimulation('s1', { dispatchCallId: 'call-b', at: at(1) })).toBe(
        true,
      );
      expect(await records.startSimulation('s1')).toBe(false);
      const artifact = {
        key: 'simulations/baseline-abc.parquet',
        sha256: 'c'.repeat(64),
        size: 1024,
        rows: { household: 3 },
      };
      expect(
        await records.completeSimulation('s1', {
          artifact,
          baselineCacheOutcome: 'hit',
          at: at(4),
        }),
      ).toBe(true);
      expect(
        await records.failSimulation('s1', {
          code: 'simulation_execution_failed',
          summary: 'x',
          correlationId: CORRELATION,
        }),
      ).toBe(false);
      expect(
        await records.cancelSimulation('s1', {
          reason: 'Cancelled after the reform simulation failed.',
          correlationId: CORRELATION,
        }),
      ).toBe(false);
      expect(await records.completeSimulation('s1', { artifact: { key: 'other' } })).toBe(false);
      expect(await records.getSimulation('s1')).toMatchObject({
        status: 'succeeded',
        artifact,
        baselineCacheOutcome: 'hit',
        dispatchCallId: 'call-b',
        errorCode: null,
        startedAt: at(1).toISOString(),
        finishedAt: at(4).toISOString(),
      });
    });

    it('records a cancelled simulation as failed with simulation_cancelled; finished siblings keep their outcome', async () => {
      await records.claimReport(claimInput());
      await records.startReport('r1');
      await records.createSimulation({ id: 'base', reportId: 'r1', role: 'baseline' });
      await records.createSimulation({ id: 'reform', reportId: 'r1', role: 'reform' });
      await records.startSimulation('base');
      await records.startSimulation('reform');
      const failure = {
        code: 'invalid_policy_period',
        summary: `bad period [correlation ${CORRELATION}]`,
        correlationId: CORRELATION,
      };
      expect(await records.failSimulation('reform', failure)).toBe(true);
      const reason = 'Cancelled after the reform simulation failed.';
      expect(
        await records.cancelSimulation('base', { reason, correlationId: CORRELATION, at: at(2) }),
      ).toBe(true);
      expect(await records.cancelSimulation('reform', { reason, correlationId: CORRELATION })).toBe(
        false,
      );
      expect(
        await records.cancelSimulation('base', { reason: 'again', correlationId: CORRELATION }),
      ).toBe(false);
      const base = await records.getSimulation('base');
      expect(base).toMatchObject({
        status: 'failed',
        errorCode: SIMULATION_CANCELLED,
        finishedAt: at(2).toISOString(),
      });
      expect(base?.errorSummary).toContain(reason);
      expect(base?.errorSummary).toContain(CORRELATION);
      expect(await records.getSimulation('reform')).toMatchObject({
        status: 'failed',
        errorCode: 'invalid_policy_period',
      });
    });

    it('applies exactly one of two racing terminal transitions from two handles', async () => {
      await records.claimReport(claimInput());
      const peer = await open();
      for (let i = 0; i < 5; i += 1) {
        const id = `race-${i}`;
        await records.createSimulation({ id, reportId: 'r1', role: 'reform', segmentIndex: i });
        await records.startSimulation(id);
        const [completed, cancelled] = await Promise.all([
          records.completeSimulation(id, { artifact: { key: id } }),
          peer.cancelSimulation(id, {
            reason: 'Cancelled after the 900-second wait window closed.',
            correlationId: CORRELATION,
          }),
        ]);
        expect(completed !== cancelled).toBe(true);
        const sim = await peer.getSimulation(id);
        expect(sim?.status).toBe(completed ? 'succeeded' : 'failed');
        expect(sim?.artifact === null).toBe(!completed);
      }
    });

    it('records a comparison once, on the report row and in report_comparisons together', async () => {
      await records.claimReport(claimInput());
      await records.startReport('r1');
      const sections = {
        decile: { maxAbsDiff: 0.5, maxRelDiff: 0.01, differs: true },
        budget: { maxAbsDiff: 2, maxRelDiff: 1e-9, differs: true },
        poverty: { maxAbsDiff: 0, maxRelDiff: 0, differs: false },
      };
      const input = {
        reportId: 'r1',
        referenceReportId: 'ref-1',
        status: 'differs' as const,
        sections,
        at: at(7),
      };
      expect(await records.recordComparison(input)).toBe(true);
      expect(await records.recordComparison({ ...input, status: 'match', sections: {} })).toBe(
        false,
      );
      const comparison = await records.getComparison('r1');
      expect(comparison).toEqual({
        reportId: 'r1',
        referenceReportId: 'ref-1',
        status: 'differs',
        sections,
        sectionsDiffering: ['budget', 'decile'],
        createdAt: at(7).toISOString(),
      });
      expect((await records.getReport('r1'))?.comparison).toMatchObject({
        status: 'differs',
        sectionsDiffering: ['budget', 'decile'],
      });
    });

    it('records no comparison for a missing or failed report', async () => {
      const input = {
        reportId: 'ghost',
        referenceReportId: 'ref',
        status: 'reference_missing' as const,
        sections: {},
      };
      expect(await records.recordComparison(input)).toBe(false);
      await records.claimReport(claimInput());
      await records.failReport('r1', { code: 'boom', summary: 'boom', correlationId: CORRELATION });
      expect(await records.recordComparison({ ...input, reportId: 'r1' })).toBe(false);
      expect(await records.getComparison('r1')).toBeUndefined();
      expect(await records.getComparison('ghost')).toBeUndefined();
    });

    it('lists reports newest first, bounded and filtered by status', async () => {
      for (let i = 0; i < 5; i += 1) {
        await records.claimReport(
          claimInput({ id: `r${i}`, requestDigest: `${i}`.repeat(64), at: at(i) }),
        );
      }
      await records.startReport('r3');
      expect((await records.listReports({ limit: 3 })).map((r) => r.id)).toEqual([
        'r4',
        'r3',
        'r2',
      ]);
      expect((await records.listReports({ status: 'running' })).map((r) => r.id)).toEqual(['r3']);
      expect(await records.listReports({ status: 'succeeded' })).toEqual([]);
    });

    it('closes idempotently; a closed handle reports database_unavailable', async () => {
      const peer = await open();
      await peer.close();
      await peer.close();
      await expect(peer.getReport('r1')).rejects.toMatchObject({ code: 'database_unavailable' });
      await expect(peer.claimReport(claimInput())).rejects.toMatchObject({
        code: 'database_unavailable',
      });
      expect(await records.getReport('r1')).toBeUndefined();
    });
  });
}
