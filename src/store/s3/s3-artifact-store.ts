import { s3RetryStrategy } from './s3-retry.js';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { sha256Hex } from '../../contract/index.js';
import {
  ArtifactIntegrityError,
  ArtifactNotDamagedError,
  ArtifactNotFoundError,
  ArtifactStoreUnavailableError,
  ArtifactTooLargeError,
  ImmutableArtifactError,
  InvalidArtifactKeyError,
  StoreCredentialsMissingError,
} from '../artifact-errors.js';
import {
  assertArtifactKey,
  assertArtifactPrefix,
  deploymentMarkerKey,
  isArtifactKey,
  isDeploymentMarkerKey,
} from '../artifact-key.js';
import {
  QUARANTINE_PREFIX,
  type ArtifactStore,
  type PutResult,
  type QuarantineRecord,
} from '../artifact-store.js';

/** The most bytes one S3 `PutObject` carries (5 GiB): the limit of a create-only put here. */
export const S3_MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;

/** Credentials of an S3 store (from the standard AWS environment variables; never printed). */
export interface S3Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** How to reach one bucket (and key prefix) of an S3 server. */
export interface S3ArtifactStoreOptions {
  readonly bucket: string;
  /** Key prefix inside the bucket: empty, or ending in `/`. */
  readonly prefix?: string;
  /** The server's URL; none: AWS's endpoint for the region. A custom endpoint uses path-style addressing. */
  readonly endpoint?: string;
  readonly region: string;
  readonly credentials: S3Credentials;
  /** Attempts per request for 5xx, throttling and network errors (default 8: 100 ms doubling to 5 s apart, about 8–16 s in all; no quota shared between requests). */
  readonly maxAttempts?: number;
  /** Attempts of a create-only put that meets `409 ConditionalRequestConflict` (default 10). */
  readonly conflictAttempts?: number;
  /** Largest object `put` accepts (default {@link S3_MAX_SINGLE_PUT_BYTES}). */
  readonly maxObjectBytes?: number;
}

/**
 * Reads S3 credentials from the standard AWS environment variables (`AWS_ACCESS_KEY_ID`,
 * `AWS_SECRET_ACCESS_KEY`, optional `AWS_SESSION_TOKEN`). Throws
 * {@link StoreCredentialsMissingError} naming the missing variables (never their values).
 */
export function s3CredentialsFromEnvironment(env: NodeJS.ProcessEnv): S3Credentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY ?? '';
  const missing = [
    ...(accessKeyId === '' ? ['AWS_ACCESS_KEY_ID'] : []),
    ...(secretAccessKey === '' ? ['AWS_SECRET_ACCESS_KEY'] : []),
  ];
  if (missing.length > 0) throw new StoreCredentialsMissingError(missing);
  const sessionToken = env.AWS_SESSION_TOKEN;
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken === undefined || sessionToken === '' ? {} : { sessionToken }),
  };
}

/** The metadata name (`x-amz-meta-sha256`) of the digest recorded when an object is created. */
const DIGEST_METADATA = 'sha256';

interface ServiceErrorShape {
  readonly name?: string;
  readonly Code?: string;
  readonly $metadata?: { readonly httpStatusCode?: number };
}

const statusOf = (error: unknown): number | undefined =>
  (error as ServiceErrorShape | undefined)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown): string | undefined =>
  (error as ServiceErrorShape | undefined)?.name ?? (error as ServiceErrorShape | undefined)?.Code;

/** A missing object (not a missing bucket, which is the store being unusable). */
const isMissingObject = (error: unknown): boolean =>
  statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket';
const isPreconditionFailed = (error: unknown): boolean =>
  statusOf(error) === 412 || nameOf(error) === 'PreconditionFailed';
const isConditionalConflict = (error: unknown): boolean =>
  statusOf(error) === 409 && nameOf(error) === 'ConditionalRequestConflict';

/** The SDK module and a client made with it. */
interface S3Connection {
  readonly sdk: typeof S3Sdk;
  readonly client: S3Client;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The S3 artifact store: object `<key>` lives at `<prefix><key>` of the bucket, with the SHA-256
 * recorded at creation in its metadata (`x-amz-meta-sha256`).
 *
 * - `put` is one `PutObject` with `If-None-Match: *`: the server creates the object only if the
 *   key is absent, atomically. A `412` means the key exists: the stored bytes are read back;
 *   equal bytes are `'present'`, other bytes are {@link ImmutableArtifactError} and nothing is
 *   overwritten. A `409 ConditionalRequestConflict` (a concurrent conditional write in flight) is
 *   retried with backoff. A 412 whose object is gone by the read-back (deleted meanwhile) retries.
 * - Large objects: every object is written by one `PutObject`, never by a multipart upload,
 *   because servers (Ceph RGW among them) ignore the condition on `CompleteMultipartUpload`; a put
 *   above `maxObjectBytes` (5 GiB, S3's single-PUT limit) is refused with
 *   {@link ArtifactTooLargeError} before anything is sent.
 * - `get` and `download` re-hash the bytes against the recorded digest (and size) and the
 *   caller's; `download` streams to `<destination>.partial` and renames it when whole and verified.
 * - Deployment markers are plain (unconditional) puts: the last writer wins.
 * - 5xx, throttling and network errors are retried by the SDK (`maxAttempts`); what still fails
 *   raises {@link ArtifactStoreUnavailableError} (`artifact_store_unavailable`).
 *
 * Healing (quarantine) fits as a server-side copy to another key followed by `delete`; see
 * {@link S3ArtifactStore.copyObject}.
 */
export class S3ArtifactStore implements ArtifactStore {
  readonly bucket: string;
  readonly prefix: string;
  /** The client's settings; the SDK is imported, and the client made, at the first request. */
  private readonly clientConfig: S3ClientConfig;
  private connection: Promise<S3Connection> | undefined;
  private readonly conflictAttempts: number;
  private readonly maxObjectBytes: number;

  constructor(options: S3ArtifactStoreOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    if (this.prefix !== '' && !this.prefix.endsWith('/'))
      throw new InvalidArtifactKeyError(this.prefix, 'an S3 store prefix ends with /');
    this.conflictAttempts = options.conflictAttempts ?? 10;
    this.maxObjectBytes = options.maxObjectBytes ?? S3_MAX_SINGLE_PUT_BYTES;
    this.clientConfig = {
      region: options.region,
      ...(options.endpoint === undefined
        ? {}
        : { endpoint: options.endpoint, forcePathStyle: true }),
      credentials: { ...options.credentials },
      maxAttempts: options.maxAttempts ?? 8,
      retryStrategy: s3RetryStrategy(options.maxAttempts ?? 8),
      // Checksums only where S3 requires them: with the defaults, streamed and conditional
      // uploads to servers other than AWS fail (411 Length Required).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
  }

  /**
   * The SDK and this store's client, loaded at the first request: the SDK takes a quarter of a
   * second to import, which a process that opens a store and never reaches S3 (or never opens an
   * S3 store) should not pay.
   */
  private connect(): Promise<S3Connection> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(this.clientConfig),
    }));
    return this.connection;
  }

  /** The bucket key of a store key. */
  private objectKey(key: string): string {
    return `${this.prefix}${key}`;
  }

  private unavailable(key: string, operation: string, error: unknown): Error {
    if (
      error instanceof ArtifactIntegrityError ||
      error instanceof ArtifactNotFoundError ||
      error instanceof ImmutableArtifactError
    )
      return error;
    const status = statusOf(error);
    const reason = `${nameOf(error) ?? 'error'}${status === undefined ? '' : ` (HTTP ${status})`}`;
    return new ArtifactStoreUnavailableError(key, operation, reason, { cause: error });
  }

  async put(key: string, bytes: Uint8Array): Promise<PutResult> {
    assertArtifactKey(key);
    if (isDeploymentMarkerKey(key))
      throw new InvalidArtifactKeyError(
        key,
        'deployment markers are written with putDeploymentMarker',
      );
    if (bytes.length > this.maxObjectBytes)
      throw new ArtifactTooLargeError(key, bytes.length, this.maxObjectBytes);
    const sha256 = sha256Hex(bytes);
    const result = { key, sha256, size: bytes.length };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { sdk, client } = await this.connect();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: this.bucket,
            Key: this.objectKey(key),
            Body: bytes,
            ContentLength: bytes.length,
            IfNoneMatch: '*',
            Metadata: { [DIGEST_METADATA]: sha256 },
          }),
        );
        return { ...result, status: 'created' };
      } catch (error) {
        const retryable = isConditionalConflict(error);
        if (!retryable && !isPreconditionFailed(error)) throw this.unavailable(key, 'put', error);
        if (!retryable) {
          const stored = await this.readWithRecord(key);
          if (stored !== undefined) {
            if (stored.bytes.length === bytes.length && Buffer.compare(stored.bytes, bytes) === 0)
              return { ...result, status: 'present' };
            const actual = sha256Hex(stored.bytes);
            if (stored.recorded === actual) throw new ImmutableArtifactError(key, actual, sha256);
            // Damaged (its bytes no longer match the digest recorded at creation): moved aside,
            // then the key is created afresh; an intact object is never replaced.
            const moved = await this.quarantine(key, 'damaged: found by a put of the same key', {
              force: true,
            });
            const created = await this.put(key, bytes);
            return moved === undefined
              ? created
              : { ...created, quarantinedAs: moved.quarantineKey };
          }
          // The object that refused us is gone (deleted meanwhile): try to create it again.
        }
        if (attempt >= this.conflictAttempts) throw this.unavailable(key, 'put', error);
        await sleep(Math.min(2_000, 25 * 2 ** attempt) * (0.5 + Math.random()));
      }
    }
  }

  /** The object's bytes and the digest recorded at its creation (if any), or `undefined` when absent. */
  private async readWithRecord(
    key: string,
  ): Promise<{ bytes: Uint8Array; recorded: string | undefined } | undefined> {
    try {
      const { sdk, client } = await this.connect();
      const response = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { bytes: await bodyBytes(response), recorded: response.Metadata?.[DIGEST_METADATA] };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw this.unavailable(key, 'get', error);
    }
  }

  /**
   * Moves a damaged object aside: the reason is stored first, then the object is copied on the
   * server (metadata with it) to `quarantine/<UTC stamp>-<random>/<key>`, and only then is the key
   * deleted, so nothing is lost if this stops half way. An intact object is refused unless forced.
   */
  async quarantine(
    key: string,
    reason: string,
    options: { force?: boolean } = {},
  ): Promise<QuarantineRecord | undefined> {
    assertArtifactKey(key);
    const stored = await this.readWithRecord(key);
    if (stored === undefined) return undefined;
    const actual = sha256Hex(stored.bytes);
    if (stored.recorded === actual && options.force !== true)
      throw new ArtifactNotDamagedError(key);
    const at = new Date();
    const stamp = `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
    const quarantineKey = `${QUARANTINE_PREFIX}${stamp}/${key}`;
    const note: QuarantineRecord = {
      key,
      quarantineKey,
      reason,
      recordedSha256:
        stored.recorded !== undefined && /^[0-9a-f]{64}$/.test(stored.recorded)
          ? stored.recorded
          : null,
      actualSha256: actual,
      at: at.toISOString(),
    };
    await this.put(
      `${quarantineKey}.reason.json`,
      new TextEncoder().encode(`${JSON.stringify(note, null, 2)}\n`),
    );
    await this.copyObject(key, quarantineKey);
    await this.delete(key);
    return note;
  }

  async get(key: string, expectedSha256?: string): Promise<Uint8Array> {
    assertArtifactKey(key);
    let response: GetObjectCommandOutput;
    let bytes: Uint8Array;
    try {
      const { sdk, client } = await this.connect();
      response = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      bytes = await bodyBytes(response);
    } catch (error) {
      if (isMissingObject(error)) throw new ArtifactNotFoundError(key);
      throw this.unavailable(key, 'get', error);
    }
    const actual = sha256Hex(bytes);
    if (!isDeploymentMarkerKey(key)) checkRecorded(key, response, actual);
    checkExpected(key, expectedSha256, actual);
    return bytes;
  }

  async has(key: string): Promise<boolean> {
    assertArtifactKey(key);
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw this.unavailable(key, 'has', error);
    }
  }

  async delete(key: string): Promise<void> {
    assertArtifactKey(key);
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
    } catch (error) {
      if (isMissingObject(error)) return;
      throw this.unavailable(key, 'delete', error);
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertArtifactPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      try {
        const { sdk, client } = await this.connect();
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: this.objectKey(prefix),
            ...(token === undefined ? {} : { ContinuationToken: token }),
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(this.prefix.length);
          // Objects under the prefix that are not store keys are not the store's.
          if (key !== undefined && isArtifactKey(key)) keys.push(key);
        }
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } catch (error) {
        throw this.unavailable(prefix, 'list', error);
      }
    } while (token !== undefined);
    return keys.sort();
  }

  async putDeploymentMarker(environment: string, bytes: Uint8Array): Promise<void> {
    const key = deploymentMarkerKey(environment);
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          Metadata: { [DIGEST_METADATA]: sha256Hex(bytes) },
        }),
      );
    } catch (error) {
      throw this.unavailable(key, 'put', error);
    }
  }

  async download(key: string, destinationPath: string, expectedSha256?: string): Promise<void> {
    assertArtifactKey(key);
    let response: GetObjectCommandOutput;
    try {
      const { sdk, client } = await this.connect();
      response = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
    } catch (error) {
      if (isMissingObject(error)) throw new ArtifactNotFoundError(key);
      throw this.unavailable(key, 'get', error);
    }
    const partial = `${destinationPath}.partial`;
    await mkdir(dirname(destinationPath), { recursive: true });
    const hash = createHash('sha256');
    const out = await open(partial, 'w');
    let whole = false;
    try {
      for await (const chunk of response.Body as AsyncIterable<Uint8Array>) {
        hash.update(chunk);
        await out.write(chunk);
      }
      await out.sync();
      await out.close();
      const actual = hash.digest('hex');
      if (!isDeploymentMarkerKey(key)) checkRecorded(key, response, actual);
      checkExpected(key, expectedSha256, actual);
      await rename(partial, destinationPath);
      whole = true;
    } catch (error) {
      throw this.unavailable(key, 'download', error);
    } finally {
      if (!whole) {
        await out.close().catch(() => undefined);
        await rm(partial, { force: true });
      }
    }
  }

  /**
   * Copies an object to another key on the server, unconditionally (for moving a damaged object
   * aside before `delete`, e.g. to `quarantine/<key>`). The digest metadata travels with it.
   */
  async copyObject(from: string, to: string): Promise<void> {
    assertArtifactKey(from);
    assertArtifactKey(to);
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(to),
          CopySource: `${this.bucket}/${encodeURI(this.objectKey(from))}`,
        }),
      );
    } catch (error) {
      if (isMissingObject(error)) throw new ArtifactNotFoundError(from);
      throw this.unavailable(from, 'copy', error);
    }
  }

  /** Closes the client's connections (none before the first request). */
  close(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }
}

async function bodyBytes(response: GetObjectCommandOutput): Promise<Uint8Array> {
  if (response.Body === undefined) return new Uint8Array();
  return response.Body.transformToByteArray();
}

/** Checks bytes read against the digest and size recorded when the object was created. */
function checkRecorded(key: string, response: GetObjectCommandOutput, actual: string): void {
  const recorded = response.Metadata?.[DIGEST_METADATA];
  if (recorded === undefined || !/^[0-9a-f]{64}$/.test(recorded))
    throw new ArtifactIntegrityError(
      key,
      undefined,
      actual,
      'no digest was recorded for it; delete the key to heal it',
    );
  if (recorded !== actual)
    throw new ArtifactIntegrityError(
      key,
      recorded,
      actual,
      `stored bytes (sha256 ${actual}) differ from those written (sha256 ${recorded}); delete the key to heal it`,
    );
}

function checkExpected(key: string, expected: string | undefined, actual: string): void {
  if (expected !== undefined && expected !== actual) {
    throw new ArtifactIntegrityError(
      key,
      expected,
      actual,
      `expected sha256 ${expected}, found ${actual}`,
    );
  }
}
