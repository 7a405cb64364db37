import { z } from 'zod';
import { canonicalJson, sha256Hex } from '../contract/index.js';
import { CacheCode, CacheError } from './cache-error.js';

const Sha = z.string().regex(/^[0-9a-f]{64}$/);
const Key = z.string().min(1).max(1024);
const Columns = z.record(z.string(), z.array(z.string()));

const DatasetV1 = z.strictObject({
  year: z.number().int(),
  key: Sha,
  id: z.string(),
  datasetDigest: Sha,
  files: z.array(z.strictObject({ key: Key, sha256: Sha })),
});
const BaselineV1 = z.strictObject({
  year: z.number().int(),
  scope: z.string(),
  id: z.string(),
  key: Sha,
  storeKey: Key,
  sha256: Sha,
});
const Common = {
  country: z.string(),
  modelVersion: z.string(),
  systemHash: Sha,
  determinism: z.strictObject({ key: Key, sha256: Sha }),
};

/**
 * Manifest schema version 1: the datasets (their files) and baselines of a precompute, each
 * artifact by store key and SHA-256, with the determinism record. Strict: unknown fields are
 * rejected, so a reader of version 1 cannot read version 2 — which is why version 1 is published
 * beside version 2.
 */
export const CacheManifestV1Schema = z.strictObject({
  format: z.literal('fiscus-cache-manifest'),
  schemaVersion: z.literal(1),
  ...Common,
  datasets: z.array(DatasetV1),
  baselines: z.array(BaselineV1),
});

/**
 * Manifest schema version 2: version 1 plus each artifact's size in bytes, each baseline's column
 * set (so a reader can tell, before loading, whether a baseline holds a plan's columns), and the
 * digest of the version-1 manifest published beside it.
 */
export const CacheManifestV2Schema = z.strictObject({
  format: z.literal('fiscus-cache-manifest'),
  schemaVersion: z.literal(2),
  ...Common,
  determinism: z.strictObject({ key: Key, sha256: Sha, size: z.number().int().min(0) }),
  datasets: z.array(
    DatasetV1.extend({
      files: z.array(z.strictObject({ key: Key, sha256: Sha, size: z.number().int().min(0) })),
    }),
  ),
  baselines: z.array(BaselineV1.extend({ size: z.number().int().min(0), columns: Columns })),
  previous: z.strictObject({ schemaVersion: z.literal(1), digest: Sha }),
});

/** A version-1 manifest. */
export type CacheManifestV1 = z.infer<typeof CacheManifestV1Schema>;
/** A version-2 manifest (the current version). */
export type CacheManifestV2 = z.infer<typeof CacheManifestV2Schema>;
/** The current manifest schema version. */
export const CACHE_MANIFEST_VERSION = 2;
/** Versions published beside the current one, for readers released before it (drop one only when no deployed or rollback release reads it). */
export const CACHE_MANIFEST_COMPAT_VERSIONS = [1] as const;

/** One artifact a manifest names. */
export interface ManifestArtifact {
  readonly key: string;
  readonly sha256: string;
  readonly size?: number;
}

/** A manifest of any supported version, as readers use it. */
export interface CacheManifestView {
  readonly digest: string;
  readonly schemaVersion: 1 | 2;
  readonly country: string;
  readonly modelVersion: string;
  readonly systemHash: string;
  readonly document: CacheManifestV1 | CacheManifestV2;
  /** Every artifact (dataset files, baselines, the determinism record), sorted by key. */
  readonly artifacts: readonly ManifestArtifact[];
}

/** The bytes a manifest is stored as (canonical JSON + newline) and its digest (their SHA-256). */
export function encodeManifest(document: CacheManifestV1 | CacheManifestV2): {
  bytes: Uint8Array;
  digest: string;
} {
  const bytes = new TextEncoder().encode(`${canonicalJson(document)}\n`);
  return { bytes, digest: sha256Hex(bytes) };
}

/** The version-1 form of a version-2 manifest (what readers released before version 2 accept). */
export function manifestV1Of(
  v2: Omit<CacheManifestV2, 'previous' | 'schemaVersion'>,
): CacheManifestV1 {
  return {
    format: 'fiscus-cache-manifest',
    schemaVersion: 1,
    country: v2.country,
    modelVersion: v2.modelVersion,
    systemHash: v2.systemHash,
    determinism: { key: v2.determinism.key, sha256: v2.determinism.sha256 },
    datasets: v2.datasets.map((d) => ({
      ...d,
      files: d.files.map(({ key, sha256 }) => ({ key, sha256 })),
    })),
    baselines: v2.baselines.map(({ year, scope, id, key, storeKey, sha256 }) => ({
      year,
      scope,
      id,
      key,
      storeKey,
      sha256,
    })),
  };
}

/**
 * Parses manifest bytes of any supported version, checking that they hash to `digest` (the
 * content address): `manifest_invalid` for bad bytes, `manifest_version_unsupported` for an
 * unknown version.
 */
export function parseManifest(bytes: Uint8Array, digest: string): CacheManifestView {
  const actual = sha256Hex(bytes);
  if (actual !== digest)
    throw new CacheError(
      CacheCode.manifestInvalid,
      `manifest bytes hash to ${actual}, not ${digest}`,
      { digest, actual },
    );
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new CacheError(
      CacheCode.manifestInvalid,
      `manifest ${digest} is not JSON`,
      { digest },
      { cause: error },
    );
  }
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  const schema =
    version === 1 ? CacheManifestV1Schema : version === 2 ? CacheManifestV2Schema : undefined;
  if (schema === undefined)
    throw new CacheError(
      CacheCode.manifestVersionUnsupported,
      `manifest ${digest} has schema version ${String(version)}; this reader knows 1 and 2`,
      { digest, version },
    );
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new CacheError(CacheCode.manifestInvalid, `manifest ${digest}: ${parsed.error.message}`, {
      digest,
    });
  const document = parsed.data;
  const artifacts: ManifestArtifact[] = [
    document.determinism,
    ...document.datasets.flatMap((d) => d.files),
    ...document.baselines.map((b) => ({
      key: b.storeKey,
      sha256: b.sha256,
      ...('size' in b ? { size: b.size } : {}),
    })),
  ];
  artifacts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    digest,
    schemaVersion: document.schemaVersion,
    country: document.country,
    modelVersion: document.modelVersion,
    systemHash: document.systemHash,
    document,
    artifacts,
  };
}
