/**
 * Reports across hosts: the coordinator and two `fiscus worker` processes each in a network
 * namespace of its own with a private filesystem, sharing only Redis, the PostgreSQL records and
 * an S3 bucket over the network (see distributed-setup.ts). A national report through them has
 * the digest of local worker threads, and its records say it and its simulations succeeded.
 * Then faults, each with real processes and checked by the digest and the records: a worker
 * SIGKILLed mid-segment, the coordinator SIGKILLed mid-report and the report rerun, Redis
 * restarted mid-report (the setting's own Redis, with an append-only file), the S3 server
 * answering 500/503 for a while, a worker host partitioned (its link down) and healed.
 */
import type { ChildProcess } from 'node:child_process';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDigest, setUpDistributed, type Distributed } from './distributed-setup.js';

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
  ): Promise<{ reportId: string }> {
    const result = await d.wait(report);
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
    'completes a rerun with the same digest after the coordinator is SIGKILLed mid-report',
    { timeout: 600_000 },
    async () => {
      const schema = await d.newSchema();
      const killed = d.startReport([], schema);
      await untilActive(1);
      killed.kill('SIGKILL');
      expect((await d.wait(killed)).signal).toBe('SIGKILL');
      const [killedId] = await d.reportIds(schema);
      expect(killedId).toBeDefined();
      // The killed report's record is left behind (`running`): the request is a duplicate of it
      // in that schema, so the rerun records in a fresh one.
      const rerunSchema = await d.newSchema();
      await expectSucceeded(d.startReport([], rerunSchema), rerunSchema);
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
      s3.heal();
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
