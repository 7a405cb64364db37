import { artifactKeys, type ArtifactStore } from '../store/index.js';
import { CacheCode, CacheError } from './cache-error.js';
import { encodeManifest, manifestV1Of, type CacheManifestV2 } from './cache-manifest.js';
import { readDatasetArtifactManifest } from './dataset-artifact.js';
import { readDeterminismRecord, type StoredBaseline } from './determinism-gate.js';
import { cacheStoreKeys } from './keys.js';
import type { DatasetPlanEntry } from './precompute-plan.js';
import { sha256Hex } from '../contract/index.js';

/** What publishing wrote: the current manifest's digest and each compatibility version's. */
export interface PublishedManifest {
  readonly digest: string;
  readonly schemaVersion: 2;
  readonly compat: Readonly<Record<'1', string>>;
  readonly statuses: Readonly<Record<string, 'created' | 'present'>>;
}

/** Inputs of {@link publishManifest}. */
export interface PublishManifestInput {
  readonly store: ArtifactStore;
  readonly country: string;
  readonly modelVersion: string;
  readonly systemHash: string;
  readonly datasets: readonly DatasetPlanEntry[];
  readonly baselines: readonly StoredBaseline[];
  readonly subject: string;
}

/**
 * Publishes the content-addressed manifest (`manifests/<digest>.json`): refuses
 * (`determinism_not_recorded`) unless a passing determinism record exists for exactly these
 * baselines; writes the version-1 form first (for readers released before version 2), then the
 * version-2 manifest, which names the version-1 digest. Nothing in it reads a clock, so the same
 * artifacts always publish the same digest.
 */
export async function publishManifest(input: PublishManifestInput): Promise<PublishedManifest> {
  const record = await readDeterminismRecord(input.store, input.country, input.subject);
  if (record?.status !== 'passed') {
    throw new CacheError(
      CacheCode.determinismNotRecorded,
      `no passing determinism record for subject ${input.subject} (${record === undefined ? 'none recorded' : 'recorded as failed'}); the manifest is not published`,
      { subject: input.subject },
    );
  }
  const recordKey = artifactKeys.determinism(input.country, input.subject);
  const recordBytes = await input.store.get(recordKey);
  const datasets: CacheManifestV2['datasets'] = [];
  for (const entry of input.datasets) {
    const manifest = await readDatasetArtifactManifest(
      input.store,
      input.country,
      entry.key.digest,
    );
    const manifestBytes = await input.store.get(entry.manifestKey);
    const files = [
      { key: entry.manifestKey, sha256: sha256Hex(manifestBytes), size: manifestBytes.length },
    ];
    for (const table of Object.values(manifest.tables)) {
      const key = cacheStoreKeys.datasetFile(input.country, entry.key.digest, table.file);
      const bytes = await input.store.get(key, table.sha256);
      files.push({ key, sha256: table.sha256, size: bytes.length });
    }
    files.sort((a, b) => (a.key < b.key ? -1 : 1));
    datasets.push({
      year: entry.year,
      key: entry.key.digest,
      id: entry.key.id,
      datasetDigest: manifest.digest,
      files,
    });
  }
  const body = {
    format: 'fiscus-cache-manifest' as const,
    country: input.country,
    modelVersion: input.modelVersion,
    systemHash: input.systemHash,
    determinism: { key: recordKey, sha256: sha256Hex(recordBytes), size: recordBytes.length },
    datasets,
    baselines: input.baselines.map((b) => ({
      year: b.entry.year,
      scope: b.entry.scope.key,
      id: b.entry.key.id,
      key: b.entry.key.digest,
      storeKey: b.entry.storeKey,
      sha256: b.sha256,
      size: b.size,
      columns: Object.fromEntries(Object.entries(b.entry.columns).map(([e, c]) => [e, [...c]])),
    })),
  };
  const v1 = encodeManifest(manifestV1Of(body));
  const v2Document: CacheManifestV2 = {
    ...body,
    schemaVersion: 2,
    previous: { schemaVersion: 1, digest: v1.digest },
  };
  const v2 = encodeManifest(v2Document);
  const v1Put = await input.store.put(artifactKeys.manifest(v1.digest), v1.bytes);
  const v2Put = await input.store.put(artifactKeys.manifest(v2.digest), v2.bytes);
  return {
    digest: v2.digest,
    schemaVersion: 2,
    compat: { '1': v1.digest },
    statuses: { [v1Put.key]: v1Put.status, [v2Put.key]: v2Put.status },
  };
}
