/**
 * A national report across hosts: the coordinator and two `fiscus worker` processes each in a
 * network namespace of its own with a private filesystem, sharing only Redis, the PostgreSQL
 * records and an S3 bucket over the network. The digest equals that of local worker threads, and
 * the records say the report and all its simulations succeeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { localDigest, setUpDistributed, type Distributed } from './distributed-setup.js';

const setting = await setUpDistributed({ workers: 2 });
const skip = typeof setting === 'string' ? setting : undefined;
const d = setting as Distributed;

describe.skipIf(skip !== undefined)(`a report across hosts${skip ? ` (${skip})` : ''}`, () => {
  beforeAll(() => {
    d.startWorker(0);
    d.startWorker(1);
  });
  afterAll(async () => {
    await d.destroy();
  });

  it(
    'gives through two worker hosts the digest it gives on local threads, with every record succeeded',
    { timeout: 400_000 },
    async () => {
      const [distributed, local] = await Promise.all([d.wait(d.startReport()), localDigest()]);
      expect(distributed.code).toBe(0);
      expect(distributed.digest).toBe(local);
      const recorded = await d.records(distributed.reportId!);
      expect(recorded).toMatchObject({ status: 'succeeded', errorCode: null, digest: local });
      expect(recorded!.simulations).toEqual([
        { role: 'baseline', segment: null, status: 'succeeded' },
        { role: 'reform', segment: null, status: 'succeeded' },
      ]);
      // The artifacts are in the bucket (the only store any host has in common).
      const listed = await d.rgw.client.send(
        new ListObjectsV2Command({ Bucket: d.bucket, Prefix: 'fiscus/reports/' }),
      );
      expect(listed.Contents?.map((o) => o.Key)).toContain(`fiscus/reports/${local}.json`);
    },
  );
});
