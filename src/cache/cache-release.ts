import { readFileSync } from 'node:fs';
import { copyFile, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson, sha256Hex } from '../contract/index.js';
import {
  ArtifactIntegrityError,
  ArtifactNotFoundError,
  artifactKeys,
  assertArtifactKey,
  type ArtifactStore,
  type PutResult,
  type QuarantineRecord,
} from '../store/index.js';
import { CacheCode, CacheError } from './cache-error.js';
import { parseManifest, type CacheManifestView, type ManifestArtifact } from './cache-manifest.js';

/** One problem found while verifying a manifest's artifacts. */
export interface VerifyProblem {
  readonly key: string;
  readonly reason: string;
}

/** Reads and parses a manifest from a store by digest (bytes re-hashed by the store and against the digest). */
export async function readManifest(
  store: ArtifactStore,
  digest: string,
): Promise<CacheManifestView> {
  return parseManifest(await store.get(artifactKeys.manifest(digest)), digest);
}

/** Checks every artifact a manifest names in a store: present, SHA-256 (and size, version 2) as listed. */
export async function verifyManifestInStore(
  store: ArtifactStore,
  manifest: CacheManifestView,
): Promise<VerifyProblem[]> {
  const problems: VerifyProblem[] = [];
  for (const artifact of manifest.artifacts) {
    try {
      const bytes = await store.get(artifact.key, artifact.sha256);
      if (artifact.size !== undefined && bytes.length !== artifact.size)
        problems.push({
          key: artifact.key,
          reason: `${bytes.length} bytes, manifest says ${artifact.size}`,
        });
    } catch (error) {
      problems.push({
        key: artifact.key,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return problems;
}

/**
 * Materialises a manifest's artifacts from a store into a directory, at `<into>/<key>` (the
 * manifest itself at `<into>/manifests/<digest>.json`): each download lands as `.partial` and is
 * renamed only when whole and matching its SHA-256. Files already there and matching are kept.
 * Returns the manifest.
 */
export async function pullRelease(
  store: ArtifactStore,
  digest: string,
  into: string,
): Promise<CacheManifestView> {
  const manifest = await readManifest(store, digest);
  const manifestKey = artifactKeys.manifest(digest);
  const all: ManifestArtifact[] = [...manifest.artifacts, { key: manifestKey, sha256: digest }];
  for (const artifact of all) {
    const path = join(into, ...artifact.key.split('/'));
    if ((await fileSha(path)) === artifact.sha256) continue;
    await store.download(artifact.key, path, artifact.sha256);
  }
  return manifest;
}

async function fileSha(path: string): Promise<string | undefined> {
  try {
    return sha256Hex(await readFile(path));
  } catch {
    return undefined;
  }
}

/** Checks a pulled release directory against its manifest: the manifest hashes to its digest, every file is present with its SHA-256 (and size). */
export async function verifyRelease(
  dir: string,
  digest: string,
): Promise<{ manifest?: CacheManifestView; problems: VerifyProblem[] }> {
  const manifestKey = artifactKeys.manifest(digest);
  let manifest: CacheManifestView;
  try {
    manifest = parseManifest(await readFile(join(dir, ...manifestKey.split('/'))), digest);
  } catch (error) {
    return {
      problems: [
        { key: manifestKey, reason: error instanceof Error ? error.message : String(error) },
      ],
    };
  }
  const problems: VerifyProblem[] = [];
  for (const artifact of manifest.artifacts) {
    const path = join(dir, ...artifact.key.split('/'));
    const sha = await fileSha(path);
    if (sha === undefined) problems.push({ key: artifact.key, reason: 'missing' });
    else if (sha !== artifact.sha256)
      problems.push({
        key: artifact.key,
        reason: `sha256 ${sha}, manifest says ${artifact.sha256}`,
      });
    else if (artifact.size !== undefined && (await stat(path)).size !== artifact.size)
      problems.push({ key: artifact.key, reason: 'size differs from the manifest' });
  }
  return { manifest, problems };
}

/** The `release_invalid` error of a release that does not validate (its first five problems in the message). */
function releaseInvalid(
  dir: string,
  digest: string,
  problems: readonly VerifyProblem[],
): CacheError {
  return new CacheError(
    CacheCode.releaseInvalid,
    `release ${digest} in ${dir} does not validate: ${problems
      .slice(0, 5)
      .map((p) => `${p.key}: ${p.reason}`)
      .join('; ')}`,
    { digest, problems },
  );
}

/**
 * Opens a pulled release for a worker: verifies it fully and refuses (`release_invalid`) a
 * release whose manifest or any artifact does not validate; returns a read-only store over it
 * whose every read is re-hashed against the manifest.
 */
export async function openRelease(dir: string, digest: string): Promise<ReleaseArtifactStore> {
  const { manifest, problems } = await verifyRelease(dir, digest);
  if (manifest === undefined || problems.length > 0) throw releaseInvalid(dir, digest, problems);
  return new ReleaseArtifactStore(dir, manifest);
}

/**
 * {@link openRelease} without awaiting, for runtimes built synchronously (a worker's tasks module
 * builds its runtime from the task configuration): reads and checks every file before returning,
 * and throws `release_invalid` for a release that does not validate — the worker then fails every
 * task rather than serve it.
 */
export function openReleaseSync(dir: string, digest: string): ReleaseArtifactStore {
  const manifestKey = artifactKeys.manifest(digest);
  const fail = (problems: VerifyProblem[]): never => {
    throw releaseInvalid(dir, digest, problems);
  };
  let manifest: CacheManifestView;
  try {
    manifest = parseManifest(readFileSync(join(dir, ...manifestKey.split('/'))), digest);
  } catch (error) {
    return fail([
      { key: manifestKey, reason: error instanceof Error ? error.message : String(error) },
    ]);
  }
  const problems: VerifyProblem[] = [];
  for (const artifact of manifest.artifacts) {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(join(dir, ...artifact.key.split('/')));
    } catch {
      problems.push({ key: artifact.key, reason: 'missing' });
      continue;
    }
    if (sha256Hex(bytes) !== artifact.sha256)
      problems.push({ key: artifact.key, reason: 'sha256 differs from the manifest' });
    else if (artifact.size !== undefined && bytes.length !== artifact.size)
      problems.push({ key: artifact.key, reason: 'size differs from the manifest' });
  }
  if (problems.length > 0) fail(problems);
  return new ReleaseArtifactStore(dir, manifest);
}

/**
 * A read-only {@link ArtifactStore} over a pulled release: only the manifest's artifacts exist,
 * and every read is re-hashed against the manifest's SHA-256. Writes are refused.
 */
export class ReleaseArtifactStore implements ArtifactStore {
  readonly #sha = new Map<string, string>();
  constructor(
    readonly root: string,
    readonly manifest: CacheManifestView,
  ) {
    for (const a of manifest.artifacts) this.#sha.set(a.key, a.sha256);
  }
  #refuse(key: string): never {
    throw new CacheError(
      CacheCode.releaseInvalid,
      `release ${this.manifest.digest} is read-only; cannot write ${key}`,
      { key },
    );
  }
  async put(key: string): Promise<PutResult> {
    return this.#refuse(key);
  }
  async get(key: string, expectedSha256?: string): Promise<Uint8Array> {
    assertArtifactKey(key);
    const recorded = this.#sha.get(key);
    if (recorded === undefined) throw new ArtifactNotFoundError(key);
    let bytes: Uint8Array;
    try {
      bytes = await readFile(join(this.root, ...key.split('/')));
    } catch {
      throw new ArtifactNotFoundError(key);
    }
    const actual = sha256Hex(bytes);
    if (actual !== recorded || (expectedSha256 !== undefined && actual !== expectedSha256))
      throw new ArtifactIntegrityError(
        key,
        expectedSha256 ?? recorded,
        actual,
        'release file differs from its manifest',
      );
    return bytes;
  }
  async has(key: string): Promise<boolean> {
    return this.#sha.has(key) && (await fileSha(join(this.root, ...key.split('/')))) !== undefined;
  }
  async delete(key: string): Promise<void> {
    this.#refuse(key);
  }
  async list(prefix: string): Promise<string[]> {
    return [...this.#sha.keys()].filter((k) => k.startsWith(prefix)).sort();
  }
  async putDeploymentMarker(environment: string): Promise<void> {
    this.#refuse(`deployed/${environment}.json`);
  }
  /** A release is read-only: a damaged file is healed by pulling the release again. */
  async quarantine(key: string): Promise<QuarantineRecord | undefined> {
    return this.#refuse(key);
  }
  async download(key: string, destinationPath: string, expectedSha256?: string): Promise<void> {
    await this.get(key, expectedSha256);
    await copyFile(join(this.root, ...key.split('/')), `${destinationPath}.partial`);
    await rename(`${destinationPath}.partial`, destinationPath);
  }
}

/** A deployment marker (`deployed/<env>.json`): which manifest an environment serves, and its compatibility copies. */
export interface DeploymentMarker {
  readonly format: 'fiscus-deployment/1';
  readonly environment: string;
  /** The version-1 manifest digest, for readers released before version 2 (they read only this field). */
  readonly manifestDigest: string;
  /** Every published version's digest, current first. */
  readonly manifests: Readonly<Record<string, string>>;
}

/**
 * Deploys a manifest to an environment: the manifest and every artifact it names must validate in
 * the store (`release_invalid` otherwise); then the marker — the one object that is overwritten,
 * last writer wins — names it.
 */
export async function deployManifest(
  store: ArtifactStore,
  digest: string,
  environment: string,
): Promise<DeploymentMarker> {
  const manifest = await readManifest(store, digest);
  const problems = await verifyManifestInStore(store, manifest);
  if (problems.length > 0)
    throw new CacheError(
      CacheCode.releaseInvalid,
      `manifest ${digest} does not validate: ${problems
        .slice(0, 5)
        .map((p) => `${p.key}: ${p.reason}`)
        .join('; ')}`,
      { digest, problems },
    );
  const v1 = manifest.document.schemaVersion === 2 ? manifest.document.previous.digest : digest;
  const marker: DeploymentMarker = {
    format: 'fiscus-deployment/1',
    environment,
    manifestDigest: v1,
    manifests: { [String(manifest.schemaVersion)]: digest, '1': v1 },
  };
  await store.putDeploymentMarker(
    environment,
    new TextEncoder().encode(`${canonicalJson(marker)}\n`),
  );
  return marker;
}

/** Reads an environment's deployment marker, if any. */
export async function readDeploymentMarker(
  store: ArtifactStore,
  environment: string,
): Promise<DeploymentMarker | undefined> {
  try {
    return JSON.parse(
      new TextDecoder().decode(await store.get(artifactKeys.deployed(environment))),
    ) as DeploymentMarker;
  } catch (error) {
    if (error instanceof ArtifactNotFoundError) return undefined;
    throw error;
  }
}
