import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { sha256Hex } from '../../contract/index.js';
import {
  ArtifactIntegrityError,
  ArtifactNotDamagedError,
  ArtifactNotFoundError,
  ImmutableArtifactError,
  InvalidArtifactKeyError,
} from '../artifact-errors.js';
import {
  assertArtifactKey,
  assertArtifactPrefix,
  deploymentMarkerKey,
  isDeploymentMarkerKey,
} from '../artifact-key.js';
import {
  QUARANTINE_PREFIX,
  type ArtifactStore,
  type PutResult,
  type QuarantineRecord,
} from '../artifact-store.js';
import {
  createOnce,
  isErrno,
  readIfExists,
  removeIfExists,
  replaceAtomically,
} from './fs-files.js';

/** The digest record written beside each object when it is created. */
interface DigestRecord {
  readonly sha256: string;
  readonly size: number;
}

function encodeRecord(record: DigestRecord): Uint8Array {
  return new TextEncoder().encode(`{"sha256":"${record.sha256}","size":${record.size}}\n`);
}

function decodeRecord(key: string, bytes: Uint8Array): DigestRecord {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Partial<DigestRecord>;
    if (
      typeof parsed.sha256 === 'string' &&
      /^[0-9a-f]{64}$/.test(parsed.sha256) &&
      Number.isInteger(parsed.size)
    ) {
      return { sha256: parsed.sha256, size: parsed.size as number };
    }
  } catch {
    // fall through: an unreadable record is an integrity failure below
  }
  throw new ArtifactIntegrityError(
    key,
    undefined,
    undefined,
    'its recorded digest is unreadable; the next put of the key moves it under quarantine/ and recreates it',
  );
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/**
 * The filesystem artifact store. An object lives at `<root>/<key>`; the digest recorded when it
 * was created lives beside it in the dot-file `.<name>.sha256` (keys cannot start a segment with
 * a dot, so the two never collide, and listings skip dot-files).
 *
 * Write order: the digest record is published first, then the object, each by temp file + atomic
 * `link()` (create-only). A concurrent put of other bytes therefore fails at the record, and an
 * object never exists without its record. A crash between the two leaves a record without an
 * object: a retry with the same bytes completes it; other bytes are refused until `delete`.
 * A put that finds a damaged object (bytes that differ from their record, or an unreadable
 * record) moves it under `quarantine/` first, then creates the key.
 * Deployment markers are written by temp file + `rename` and carry no record.
 */
export class FsArtifactStore implements ArtifactStore {
  constructor(readonly root: string) {}

  private objectPath(key: string): string {
    return join(this.root, ...key.split('/'));
  }

  private recordPath(key: string): string {
    const path = this.objectPath(key);
    return join(dirname(path), `.${basename(path)}.sha256`);
  }

  async put(key: string, bytes: Uint8Array): Promise<PutResult> {
    assertArtifactKey(key);
    if (isDeploymentMarkerKey(key))
      throw new InvalidArtifactKeyError(
        key,
        'deployment markers are written with putDeploymentMarker',
      );
    const record: DigestRecord = { sha256: sha256Hex(bytes), size: bytes.length };
    const path = this.objectPath(key);
    await mkdir(dirname(path), { recursive: true });

    let quarantinedAs: string | undefined;
    if ((await createOnce(this.recordPath(key), encodeRecord(record))) === 'exists') {
      const existing = await this.readRecordIfReadable(key);
      const stored = await readIfExists(path);
      const damaged =
        existing === undefined ||
        (stored !== undefined &&
          (stored.length !== existing.size || sha256Hex(stored) !== existing.sha256));
      if (damaged) {
        // An unreadable record with no object holds nothing worth keeping.
        if (stored === undefined) await removeIfExists(this.recordPath(key));
        else
          quarantinedAs = (
            await this.quarantine(key, 'found damaged by a put of the key', { force: true })
          )?.quarantineKey;
        if ((await createOnce(this.recordPath(key), encodeRecord(record))) === 'exists')
          return this.put(key, bytes);
      } else if (existing.sha256 !== record.sha256) {
        throw new ImmutableArtifactError(key, existing.sha256, record.sha256);
      }
    }
    const healed = quarantinedAs === undefined ? {} : { quarantinedAs };
    if ((await createOnce(path, bytes)) === 'created')
      return { key, ...record, status: 'created', ...healed };
    const stored = await readIfExists(path);
    if (stored !== undefined && sameBytes(stored, bytes))
      return { key, ...record, status: 'present', ...healed };
    throw new ImmutableArtifactError(
      key,
      stored === undefined ? 'unknown' : sha256Hex(stored),
      record.sha256,
    );
  }

  async quarantine(
    key: string,
    reason: string,
    options: { force?: boolean } = {},
  ): Promise<QuarantineRecord | undefined> {
    assertArtifactKey(key);
    const path = this.objectPath(key);
    const bytes = await readIfExists(path);
    if (bytes === undefined) return undefined;
    const recorded = await this.readRecordIfReadable(key);
    const actual = sha256Hex(bytes);
    const intact = recorded?.sha256 === actual && recorded.size === bytes.length;
    if (intact && options.force !== true) throw new ArtifactNotDamagedError(key);
    const at = new Date();
    const stamp = `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
    const quarantineKey = `${QUARANTINE_PREFIX}${stamp}/${key}`;
    const note: QuarantineRecord = {
      key,
      quarantineKey,
      reason,
      recordedSha256: recorded?.sha256 ?? null,
      actualSha256: actual,
      at: at.toISOString(),
    };
    const target = this.objectPath(quarantineKey);
    await mkdir(dirname(target), { recursive: true });
    // The reason first, then the object linked (create-only) under its quarantine key with its
    // old record; only then is the key emptied, object before record, so nothing is lost if this
    // stops half way.
    await this.put(
      `${quarantineKey}.reason.json`,
      new TextEncoder().encode(`${JSON.stringify(note, null, 2)}\n`),
    );
    await link(path, target);
    const record = await readIfExists(this.recordPath(key));
    if (record !== undefined) await createOnce(this.recordPath(quarantineKey), record);
    await removeIfExists(path);
    await removeIfExists(this.recordPath(key));
    return note;
  }

  /** The object's digest record, or `undefined` when it is absent or unreadable. */
  private async readRecordIfReadable(key: string): Promise<DigestRecord | undefined> {
    const bytes = await readIfExists(this.recordPath(key));
    if (bytes === undefined) return undefined;
    try {
      return decodeRecord(key, bytes);
    } catch {
      return undefined;
    }
  }

  async get(key: string, expectedSha256?: string): Promise<Uint8Array> {
    assertArtifactKey(key);
    const bytes = await readIfExists(this.objectPath(key));
    if (bytes === undefined) throw new ArtifactNotFoundError(key);
    const actual = sha256Hex(bytes);
    if (!isDeploymentMarkerKey(key))
      this.checkRecord(key, await this.readRecord(key), actual, bytes.length);
    checkExpected(key, expectedSha256, actual);
    return bytes;
  }

  async has(key: string): Promise<boolean> {
    assertArtifactKey(key);
    try {
      return (await stat(this.objectPath(key))).isFile();
    } catch (error) {
      if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertArtifactKey(key);
    // Object first, record second: an object is never left without its record.
    await removeIfExists(this.objectPath(key));
    await removeIfExists(this.recordPath(key));
  }

  async list(prefix: string): Promise<string[]> {
    assertArtifactPrefix(prefix);
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const keys: string[] = [];
    await this.walk(join(this.root, ...base.split('/').filter((s) => s !== '')), keys);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  private async walk(directory: string, into: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch (error) {
      if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) await this.walk(path, into);
      else if (entry.isFile()) into.push(relative(this.root, path).split(sep).join('/'));
    }
  }

  async putDeploymentMarker(environment: string, bytes: Uint8Array): Promise<void> {
    const path = this.objectPath(deploymentMarkerKey(environment));
    await mkdir(dirname(path), { recursive: true });
    await replaceAtomically(path, bytes);
  }

  async download(key: string, destinationPath: string, expectedSha256?: string): Promise<void> {
    assertArtifactKey(key);
    const record = isDeploymentMarkerKey(key) ? undefined : await this.readRecord(key);
    const partial = `${destinationPath}.partial`;
    await mkdir(dirname(destinationPath), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const out = await open(partial, 'w');
    try {
      const source = createReadStream(this.objectPath(key));
      for await (const chunk of source as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        await out.write(chunk);
      }
      await out.sync();
    } catch (error) {
      await out.close();
      await removeIfExists(partial);
      if (isErrno(error, 'ENOENT')) throw new ArtifactNotFoundError(key);
      throw error;
    }
    await out.close();
    try {
      const actual = hash.digest('hex');
      if (record !== undefined) this.checkRecord(key, record, actual, size);
      checkExpected(key, expectedSha256, actual);
    } catch (error) {
      await removeIfExists(partial);
      throw error;
    }
    await rename(partial, destinationPath);
  }

  private async readRecord(key: string): Promise<DigestRecord> {
    const bytes = await readIfExists(this.recordPath(key));
    if (bytes !== undefined) return decodeRecord(key, bytes);
    if (await this.has(key)) {
      throw new ArtifactIntegrityError(
        key,
        undefined,
        undefined,
        'no digest was recorded for it; the next put of the key moves it under quarantine/ and recreates it',
      );
    }
    throw new ArtifactNotFoundError(key);
  }

  private checkRecord(key: string, record: DigestRecord, actual: string, size: number): void {
    if (record.size !== size || record.sha256 !== actual) {
      throw new ArtifactIntegrityError(
        key,
        record.sha256,
        actual,
        `stored bytes (${size} bytes, sha256 ${actual}) differ from those written (${record.size} bytes, sha256 ${record.sha256}); the next put of the key moves it under quarantine/ and recreates it`,
      );
    }
  }
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
