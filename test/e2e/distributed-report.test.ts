/**
 * Reports across hosts: the coordinator and two `fiscus worker` processes each in a network
 * namespace of its own with a private filesystem, sharing only Redis, the PostgreSQL records and
 * an S3 bucket over the network (see distributed-setup.ts). A national report through them has
 * the digest of local worker threads, and its records say it and its simulations succeeded.
 * Then faults, each with real processes and checked by the digest and the records: a worker
 * SIGKILLed mid-segment, the coordinator SIGKILLed mid-report and the report rerun, Redis
 * restarted mid-report (the setting's own Redis, with an append-only file), PostgreSQL refusing
 * connections for 20 s, the S3 server answering 500/503 for a while, a worker host partitioned
 * (its link down) and healed, a dead coordinator's report taken over through its lease, and 20
 * concurrent reports checked in the records.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDigest,
  setUpDistributed,
  type Distributed,
  type ReportRun,
} from './distributed-setup.js';

const setting = await setUpDistributed({ workers: 2 });
const skip = typeof setting === 'string' ? setting : undefined;
const d = setting as Distributed;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded: 240 s) until at least `count` jobs are active on the queue. */
async function untilActive(count: number): Promise<void> {
  for (let i = 0; i < 2_400; i += 1) {
    if ((await d.activeJobs()) >= count) return;
    await sleep(100);
  }
  throw new Error(`fewer than ${count} active jobs after 240 s`);
}

const exited = (child: ChildProcess): Promise<unknown> =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(null)
      : child.once('exit', resolve),
  );

describe.skipIf(skip !== undefined)(`reports across hosts${skip ? ` (${skip})` : ''}`, () => {
  const workers: ChildProcess[] = [];
  let local: Promise<string>;

  beforeAll(() => {
    workers[0] = d.startWorker(0);
    workers[1] = d.startWorker(1);
    local = localDigest();
    local.catch(() => undefined);
  });
  afterAll(async () => {
    await d.destroy();
  });

  /** Runs the report in a fresh records schema and checks it against local threads and its records. */
  async function expectSucceeded(
    report: ChildProcess,
    schema: string,
    waited?: ReportRun,
  ): Promise<{ reportId: string }> {
    const result = waited ?? (await d.wait(report));
    expect(result.code).toBe(0);
    expect(result.digest).toBe(await local);
    const recorded = await d.records(result.reportId!, schema);
    expect(recorded).toMatchObject({ status: 'succeeded', errorCode: null, digest: await local });
    expect(recorded!.simulations.map((s) => s.status)).toEqual(['succeeded', 'succeeded']);
    return { reportId: result.reportId! };
  }

  it(
    'gives through two worker hosts the digest it gives on local threads, with every record succeeded',
    { timeout: 600_000 },
    async () => {
      const { reportId } = await expectSucceeded(d.startReport(), d.schema);
      expect(reportId).toMatch(/^report-/);
      // The artifacts are in the bucket: the only store the hosts have in common.
      const listed = await d.rgw.client.send(
        new ListObjectsV2Command({ Bucket: d.bucket, Prefix: 'fiscus/reports/' }),
      );
      expect(listed.Contents?.map((o) => o.Key)).toContain(`fiscus/reports/${await local}.json`);
    },
  );

  it(
    'finishes a segment on the other worker when one is SIGKILLed mid-segment',
    { timeout: 600_000 },
    async () => {
      const schema = await d.newSchema();
      const report = d.startReport([], schema);
      await untilActive(2); // both workers hold a segment
      workers[0]!.kill('SIGKILL');
      await exited(workers[0]!);
      await expectSucceeded(report, schema);
      workers[0] = d.startWorker(0);
    },
  );

  it(
    'a coordinator SIGKILLed mid-report leaves it running; the next identical request takes it over when its lease expires, same digest',
    { timeout: 600_000 },
    async () => {
      const schema = await d.newSchema();
      const lease = ['--lease-seconds', '8'];
      const killed = d.startReport(lease, schema);
      await untilActive(1);
      killed.kill('SIGKILL');
      expect((await d.wait(killed)).signal).toBe('SIGKILL');
      const [killedId] = await d.reportIds(schema);
      expect((await d.records(killedId!, schema))?.status).toBe('running');
      // The same request in the same records: it waits on the live-looking report, sees its
      // lease expire (nobody renews it), records it abandoned and computes it itself.
      const rerun = d.startReport(lease, schema);
      const result = await d.wait(rerun);
      const { reportId } = await expectSucceeded(rerun, schema, result);
      expect(reportId).not.toBe(killedId);
      expect(await d.records(killedId!, schema)).toMatchObject({
        status: 'failed',
        errorCode: 'report_abandoned',
        supersededBy: reportId,
      });
      expect((await d.records(reportId, schema))?.supersedes).toBe(killedId);
      expect(await d.reportIds(schema)).toEqual([killedId, reportId]);
    },
  );

  it(
    'completes when PostgreSQL refuses connections for 20 s mid-report',
    { timeout: 720_000 },
    async () => {
      const schema = await d.newSchema();
      const report = d.startReport([], schema);
      await untilActive(1);
      const postgres = d.cluster.proxies.postgres!;
      await postgres.refuse();
      await sleep(20_000);
      await postgres.heal();
      await expectSucceeded(report, schema, await d.wait(report, 540_000));
    },
  );

  it(
    'runs 20 concurrent reports on the two worker hosts: all succeed, each with its own two simulations, none recorded twice or replaced',
    { timeout: 900_000 },
    async () => {
      const schema = await d.newSchema();
      const directory = mkdtempSync(join(tmpdir(), 'fiscus-dist-reforms-'));
      const argsOf = (i: number): string[] => {
        const file = join(directory, `ctc-${i}.json`);
        writeFileSync(
          file,
          JSON.stringify({
            reform: {
              'gov.irs.credits.ctc.amount.base[0].amount': {
                '2026-01-01.2100-12-31': 2_100 + 50 * i,
              },
            },
          }),
        );
        return [
          'report',
          '--reform',
          file,
          '--households',
          '300',
          '--no-segmented',
          '--no-cache',
          '--no-progress',
        ];
      };
      const args = Array.from({ length: 20 }, (_, i) => argsOf(i));
      try {
        const runs = await Promise.all(
          args.map((a) => d.wait(d.startReport([], schema, a), 600_000)),
        );
        expect(runs.map((r) => r.code)).toEqual(runs.map(() => 0));
        const ids = runs.map((r) => r.reportId!);
        const digests = runs.map((r) => r.digest!);
        // Twenty requests, twenty reports: distinct ids and distinct results (each reform its own).
        expect(new Set(ids).size).toBe(20);
        expect(new Set(digests).size).toBe(20);
        expect((await d.reportIds(schema)).sort()).toEqual([...ids].sort());
        for (const [i, id] of ids.entries()) {
          const recorded = await d.records(id, schema);
          expect(recorded).toMatchObject({
            status: 'succeeded',
            errorCode: null,
            digest: digests[i],
          });
          expect(recorded!.finishedAt).not.toBeNull();
        }
        // Each report has exactly its two simulations, once each, succeeded with an artifact.
        const rows = await d.simulationRows(schema);
        expect(rows).toHaveLength(40);
        for (const id of ids)
          expect(
            rows
              .filter((r) => r.report === id)
              .map((r) => [r.role, r.segment, r.status, r.artifact]),
          ).toEqual([
            ['baseline', null, 'succeeded', true],
            ['reform', null, 'succeeded', true],
          ]);
        // One of them on local threads: the same digest as across the hosts.
        expect(await localDigest(args[7]!)).toBe(digests[7]);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  );

  it('completes when Redis is restarted mid-report', { timeout: 600_000 }, async () => {
    const schema = await d.newSchema();
    const report = d.startReport([], schema);
    await untilActive(1);
    await d.restartRedis();
    await expectSucceeded(report, schema);
  });

  it(
    'rides out the S3 server answering 500 and 503 for a while',
    { timeout: 600_000 },
    async () => {
      const schema = await d.newSchema();
      const report = d.startReport([], schema);
      await untilActive(1);
      const s3 = d.cluster.proxies.s3!;
      s3.failHttp();
      // Fail until a request has met it (bounded: 120 s), then a little longer, then heal.
      for (let i = 0; i < 1_200 && s3.failedConnections === 0; i += 1) await sleep(100);
      await sleep(1_500);
      await s3.heal();
      expect(s3.failedConnections).toBeGreaterThan(0);
      await expectSucceeded(report, schema);
    },
  );

  it(
    'completes when a worker host is partitioned (link down) and healed',
    { timeout: 600_000 },
    async () => {
      const schema = await d.newSchema();
      const report = d.startReport([], schema);
      await untilActive(2);
      await d.workerHosts[1]!.partition();
      await sleep(10_000);
      await d.workerHosts[1]!.heal();
      await expectSucceeded(report, schema);
    },
  );
});
