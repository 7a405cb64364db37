/**
 * A real S3 server for tests: Ceph's RGW on 127.0.0.1 (scripts/ceph-rgw.sh). `acquireRgw` starts
 * it unless it is running and holds a lease; `release` drops the lease, and the last lease stops a
 * server that tests started (never one .ci/run started). Outside CI a server that cannot be
 * started skips the tests (the reason is returned); under CI it fails them.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Credentials } from '../../src/store/index.js';

const run = promisify(execFile);
const SCRIPT = new URL('../../scripts/ceph-rgw.sh', import.meta.url).pathname;
export const RGW_REGION = 'us-east-1';

/** The running gateway: where it is, its test user's keys, and raw access for setting up and tampering. */
export interface RgwServer {
  readonly endpoint: string;
  readonly region: string;
  readonly credentials: S3Credentials;
  /** The AWS environment variables a child process needs to reach it. */
  readonly env: Record<string, string>;
  /** A raw SDK client (for tests only: tampering behind a store's back, cleaning up). */
  readonly client: S3Client;
  /** Creates a bucket with a unique name and returns the name. */
  createBucket(): Promise<string>;
  /** Empties and removes a bucket. */
  removeBucket(bucket: string): Promise<void>;
  /** Replaces an object's bytes unconditionally, keeping its metadata (to simulate corruption). */
  tamper(bucket: string, key: string, bytes: Uint8Array): Promise<void>;
  /** Drops this process's lease (stopping the server if tests started it and no one else holds one). */
  release(): Promise<void>;
}

const underCi = (): boolean => process.env.CI !== undefined && process.env.CI !== '';

/** Starts (or joins) the gateway and leases it; a string is the reason it is not available. */
export async function acquireRgw(): Promise<RgwServer | string> {
  let stdout: string;
  try {
    ({ stdout } = await run('bash', [SCRIPT, 'acquire', String(process.pid)], {
      timeout: 110_000,
    }));
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() ?? String(error);
    if (underCi()) throw new Error(`the S3 server (Ceph RGW) is required under CI: ${detail}`);
    return `no S3 server: ${detail.split('\n').at(-1) ?? detail}`;
  }
  const env = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string]),
  );
  const endpoint = env.FISCUS_S3_ENDPOINT!;
  const credentials = {
    accessKeyId: env.AWS_ACCESS_KEY_ID!,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
  };
  const client = new S3Client({
    endpoint,
    region: RGW_REGION,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const emptyBucket = async (bucket: string): Promise<void> => {
    for (let page = 0; page < 1_000; page += 1) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      const keys = (listed.Contents ?? []).flatMap((o) => (o.Key === undefined ? [] : [o.Key]));
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })) },
        }),
      );
    }
  };
  return {
    endpoint,
    region: RGW_REGION,
    credentials,
    env: {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    client,
    async createBucket() {
      const bucket = `fiscus-test-${randomUUID()}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async removeBucket(bucket) {
      await emptyBucket(bucket);
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    },
    async tamper(bucket, key, bytes) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ...(head.Metadata === undefined ? {} : { Metadata: head.Metadata }),
        }),
      );
    },
    async release() {
      client.destroy();
      await run('bash', [SCRIPT, 'release', String(process.pid)], { timeout: 60_000 });
    },
  };
}
