/**
 * The S3 store against a real S3 server (Ceph RGW on loopback): the whole conformance suite the
 * filesystem store passes, then what is particular to S3 — eight writers racing on one key, large
 * objects in one conditional PUT, digests in metadata, prefixes, credentials.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/contract/index.js';
import { openArtifactStore, S3ArtifactStore, type ArtifactStore } from '../../src/store/index.js';
import { describeArtifactStoreConformance } from '../../src/store/conformance.js';
import { acquireRgw, type RgwServer } from './rgw-harness.js';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Runs the CLI with extra environment; resolves with its exit code and output. */
const runCli = (
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
  });
import { s3ErrorResponse, startFaultProxy } from './s3-fault-proxy.js';

const server = await acquireRgw();
const skip = typeof server === 'string' ? server : undefined;
const rgw = server as RgwServer;

afterAll(async () => {
  if (skip === undefined) await rgw.release();
});

const storeOn = (
  bucket: string,
  prefix = '',
  extra: { maxObjectBytes?: number; maxAttempts?: number; conflictAttempts?: number } = {},
  endpoint = rgw.endpoint,
) =>
  new S3ArtifactStore({
    bucket,
    prefix,
    endpoint,
    region: rgw.region,
    credentials: rgw.credentials,
    ...extra,
  });

async function createS3Harness() {
  const bucket = await rgw.createBucket();
  const base = await mkdtemp(join(tmpdir(), 'fiscus-s3-store-'));
  const scratchDirectory = join(base, 'scratch');
  await mkdir(scratchDirectory);
  const store = storeOn(bucket, 'fiscus/');
  return {
    store,
    scratchDirectory,
    tamper: (key: string, bytes: Uint8Array) => rgw.tamper(bucket, `fiscus/${key}`, bytes),
    cleanup: async () => {
      store.close();
      await rgw.removeBucket(bucket);
      await rm(base, { recursive: true, force: true });
    },
  };
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

describe.skipIf(skip !== undefined)(`the S3 store${skip ? ` (${skip})` : ''}`, () => {
  describeArtifactStoreConformance('S3 (Ceph RGW)', createS3Harness);

  describe('S3ArtifactStore specifics', () => {
    let bucket: string;
    beforeAll(async () => {
      bucket = await rgw.createBucket();
    });
    afterAll(async () => {
      await rgw.removeBucket(bucket);
    });

    it('gives eight writers racing on one key (separate clients) one create, seven present, the winner’s bytes', async () => {
      const stores = Array.from({ length: 8 }, () => storeOn(bucket));
      const bytes = text('the one object');
      const results = await Promise.all(stores.map((s) => s.put('race/eight', bytes)));
      expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'present')).toHaveLength(7);
      expect(Buffer.from(await stores[0]!.get('race/eight', sha256Hex(bytes))).toString()).toBe(
        'the one object',
      );
      for (const s of stores) s.close();
    });

    it('writes a large object (24 MiB) in one conditional PUT: create-only still holds', async () => {
      const store = storeOn(bucket);
      const big = new Uint8Array(24 << 20).map((_, i) => (i * 7) % 253);
      const other = Uint8Array.from(big);
      other[other.length - 1] = (big[big.length - 1]! + 1) % 253;
      const settled = await Promise.allSettled([
        store.put('large/object.bin', big),
        store.put('large/object.bin', other),
      ]);
      const won = settled.flatMap((s, i) =>
        s.status === 'fulfilled' && s.value.status === 'created' ? [i] : [],
      );
      expect(won).toHaveLength(1);
      const loser = settled[1 - won[0]!]!;
      expect(loser).toMatchObject({
        status: 'rejected',
        reason: { code: 'immutable_artifact_conflict' },
      });
      const winner = won[0] === 0 ? big : other;
      expect(sha256Hex(await store.get('large/object.bin'))).toBe(sha256Hex(winner));
      store.close();
    });

    it('refuses an object above the single-PUT limit before sending anything', async () => {
      const store = storeOn(bucket, '', { maxObjectBytes: 1_000 });
      await expect(store.put('too/big', new Uint8Array(1_001))).rejects.toMatchObject({
        code: 'artifact_too_large',
      });
      expect(await store.has('too/big')).toBe(false);
      store.close();
    });

    it('records the digest in the object metadata and refuses an object without one', async () => {
      const store = storeOn(bucket, 'p/');
      await store.put('meta/x', text('x'));
      const raw = await rgw.client.send(new GetObjectCommand({ Bucket: bucket, Key: 'p/meta/x' }));
      expect(raw.Metadata).toEqual({ sha256: sha256Hex(text('x')) });
      await rgw.client.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'p/meta/bare', Body: 'bare' }),
      );
      await expect(store.get('meta/bare')).rejects.toMatchObject({
        code: 'artifact_integrity_mismatch',
      });
      store.close();
    });

    it('keeps stores under different prefixes apart, and lists only store keys', async () => {
      const a = storeOn(bucket, 'tenant-a/');
      const b = storeOn(bucket, 'tenant-b/');
      await a.put('k', text('a'));
      expect(await b.has('k')).toBe(false);
      expect((await b.put('k', text('b'))).status).toBe('created');
      await rgw.client.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'tenant-a/.internal/x', Body: 'x' }),
      );
      expect(await a.list('')).toEqual(['k']);
      a.close();
      b.close();
    });

    it('opens from an s3:// location with credentials from the environment', async () => {
      const location = `s3://${bucket}/opened?endpoint=${encodeURIComponent(rgw.endpoint)}&region=${rgw.region}`;
      const store: ArtifactStore = openArtifactStore(location, rgw.env);
      expect((await store.put('o', text('o'))).status).toBe('created');
      expect(Buffer.from(await storeOn(bucket, 'opened/').get('o')).toString()).toBe('o');
      expect(() => openArtifactStore(location, {})).toThrow(
        expect.objectContaining({ code: 'store_credentials_missing' }) as Error,
      );
    });

    it('retries a put that meets 409 ConditionalRequestConflict, and creates the object once', async () => {
      const proxy = await startFaultProxy(Number(new URL(rgw.endpoint).port));
      try {
        const conflict = s3ErrorResponse('409 Conflict', 'ConditionalRequestConflict');
        proxy.respondWith([conflict, conflict]);
        const store = storeOn(bucket, '', { maxAttempts: 1 }, proxy.endpoint);
        expect((await store.put('conflict/x', text('x'))).status).toBe('created');
        expect(proxy.answered).toBe(2);
        expect((await store.put('conflict/x', text('x'))).status).toBe('present');
        // Past its attempts a lasting conflict is the store being unavailable, and nothing is written.
        proxy.respondWith([conflict, conflict, conflict]);
        const few = storeOn(bucket, '', { maxAttempts: 1, conflictAttempts: 3 }, proxy.endpoint);
        await expect(few.put('conflict/y', text('y'))).rejects.toMatchObject({
          code: 'artifact_store_unavailable',
        });
        expect(await storeOn(bucket).has('conflict/y')).toBe(false);
        store.close();
        few.close();
      } finally {
        await proxy.close();
      }
    });

    it('rides out a burst of 503s met by many requests at once: no retry quota shared between them', async () => {
      const proxy = await startFaultProxy(Number(new URL(rgw.endpoint).port));
      try {
        const store = storeOn(bucket, '', {}, proxy.endpoint);
        const keys = Array.from({ length: 60 }, (_, i) => `burst/k${i}`);
        await Promise.all(keys.map((k) => storeOn(bucket).put(k, text(k))));
        // 240 failed answers, about four per request: the SDK's standard strategy (500 tokens
        // per client, 5 a retry) would run out after 100 retries and fail the rest at once.
        const unavailable = s3ErrorResponse('503 Service Unavailable', 'ServiceUnavailable');
        proxy.respondWith(Array.from({ length: 240 }, () => unavailable));
        const read = await Promise.all(keys.map((k) => store.get(k)));
        expect(read.map((b) => Buffer.from(b).toString())).toEqual(keys);
        expect(proxy.answered).toBe(240);
        store.close();
      } finally {
        await proxy.close();
      }
    }, 120_000);

    it('rides out 500 and 503 answers within its attempts, and names lasting ones', async () => {
      const proxy = await startFaultProxy(Number(new URL(rgw.endpoint).port));
      try {
        const unavailable = s3ErrorResponse('503 Service Unavailable', 'ServiceUnavailable');
        const internal = s3ErrorResponse('500 Internal Server Error', 'InternalError');
        proxy.respondWith([unavailable, internal, unavailable]);
        const store = storeOn(bucket, '', { maxAttempts: 4 }, proxy.endpoint);
        expect((await store.put('flaky/x', text('x'))).status).toBe('created');
        expect(proxy.answered).toBe(3);
        proxy.respondWith([internal, unavailable]);
        expect(Buffer.from(await store.get('flaky/x')).toString()).toBe('x');
        proxy.respondWith([unavailable, unavailable]);
        const impatient = storeOn(bucket, '', { maxAttempts: 2 }, proxy.endpoint);
        await expect(impatient.get('flaky/x')).rejects.toMatchObject({
          code: 'artifact_store_unavailable',
        });
        store.close();
        impatient.close();
      } finally {
        await proxy.close();
      }
    });

    it('names a missing bucket as the store being unavailable, not as a missing object', async () => {
      const store = storeOn('fiscus-no-such-bucket', '', {});
      await expect(store.get('x')).rejects.toMatchObject({ code: 'artifact_store_unavailable' });
      await expect(store.put('x', text('x'))).rejects.toMatchObject({
        code: 'artifact_store_unavailable',
      });
      store.close();
    });
  });

  it('fiscus store verify re-hashes an S3 store: valid when whole, INVALID and quarantined when an object is damaged, an error when empty', async () => {
    const bucket = await rgw.createBucket();
    const location = `s3://${bucket}/fiscus?endpoint=${encodeURIComponent(rgw.endpoint)}&region=${rgw.region}`;
    const verify = (...extra: string[]) =>
      runCli(['store', 'verify', '--store', location, ...extra], rgw.env);
    try {
      const empty = await verify();
      expect(empty.code).toBe(1);
      expect(empty.stderr).toContain('store_empty');
      const store = storeOn(bucket, 'fiscus/');
      const report = text('{"a":1}');
      await store.put(`reports/${sha256Hex(report)}.json`, report);
      await store.put('runs/r1.json', text('{"b":2}'));
      const whole = await verify();
      expect(whole.code).toBe(0);
      expect(whole.stdout).toMatch(/^valid: 2 objects re-hashed \(reports 1, runs 1\)/);
      expect(whole.stdout).toContain(`s3://${bucket}/fiscus`);
      await rgw.tamper(bucket, 'fiscus/runs/r1.json', text('{"b":3}'));
      const damaged = await verify('--quarantine');
      expect(damaged.code).toBe(1);
      expect(damaged.stdout).toMatch(/^INVALID: 2 objects re-hashed .* 1 problem\(s\)/);
      expect(damaged.stderr).toContain('runs/r1.json: artifact_integrity_mismatch');
      expect((await store.list('quarantine/')).length).toBeGreaterThan(0);
      // The credentials came from the environment and are printed nowhere.
      expect(whole.stdout + whole.stderr + damaged.stdout + damaged.stderr).not.toContain(
        rgw.credentials.secretAccessKey,
      );
      store.close();
    } finally {
      await rgw.removeBucket(bucket);
    }
  }, 180_000);
});
