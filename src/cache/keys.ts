import {
  canonicalJson,
  canonicalSha256,
  createOutputPlan,
  type OutputPlanEntities,
} from '../contract/index.js';
import { artifactKeys } from '../store/index.js';
import { CacheCode, CacheError } from './cache-error.js';

/** Format tag of dataset keys; part of every digest, so changing the key's shape is a reviewed diff. */
export const DATASET_KEY_FORMAT = 'ds1';
/** Format tag of baseline keys. */
export const BASELINE_KEY_FORMAT = 'bl1';
/** The one policy a cached baseline has. */
export const CACHED_POLICY = 'current-law';

/** A JSON value of a baseline option. */
export type OptionValue =
  | string
  | number
  | boolean
  | null
  | readonly OptionValue[]
  | { readonly [key: string]: OptionValue };

/**
 * What identifies a built dataset apart from its year and the model: its name (as requests name
 * it), the data version, the digest of its source data (for the synthetic default: targets,
 * uprating indices, state table, seed and size) and the fingerprint of the code that builds it.
 */
export interface DatasetIdentity {
  readonly name: string;
  readonly dataVersion: string;
  readonly sourceDigest: string;
  readonly buildFingerprint: string;
}

/** The full input closure of a single-year dataset artifact (`ds1`). */
export interface DatasetKeyInput extends DatasetIdentity {
  readonly country: string;
  readonly year: number;
  readonly modelVersion: string;
}

/** The scope of a baseline: the region group (or `national`) and the states it covers. */
export interface BaselineScope {
  /** `group-01` … for a region group or a segment of a national run; `national` for a whole national run. */
  readonly key: string;
  /** Upper-case state codes it covers (sorted in the key); empty for a whole national run. */
  readonly states: readonly string[];
}

/** The full input closure of a cached baseline simulation (`bl1`). */
export interface BaselineKeyInput {
  readonly country: string;
  /** The simulation's region: the country (national; segments of it) or a region group id. */
  readonly region: string;
  readonly scope: BaselineScope;
  /** Digest of the dataset key (`ds1`) the baseline was computed on. */
  readonly datasetKey: string;
  /** Content digest of that dataset. */
  readonly datasetDigest: string;
  readonly modelVersion: string;
  /** The rules digest: the current-law system's hash. */
  readonly systemHash: string;
  /** The columns the artifact holds, per entity (normalised: sorted, unique). */
  readonly columns: OutputPlanEntities;
  /** Every option that changes the computed baseline, resolved against the defaults. */
  readonly options: Readonly<Record<string, OptionValue>>;
}

/** A key: the SHA-256 over canonical JSON of its input closure, and the id derived from it. */
export interface CacheKey {
  readonly format: typeof DATASET_KEY_FORMAT | typeof BASELINE_KEY_FORMAT;
  readonly digest: string;
  /** `<format>-<first 16 hex of the digest>`: the simulation id, and the artifact's file name. */
  readonly id: string;
}

/** The canonical document a dataset key digests. */
export function datasetKeyDocument(input: DatasetKeyInput): Record<string, unknown> {
  return {
    format: DATASET_KEY_FORMAT,
    country: input.country,
    dataset: input.name,
    year: input.year,
    dataVersion: input.dataVersion,
    sourceDigest: input.sourceDigest,
    buildFingerprint: input.buildFingerprint,
    modelVersion: input.modelVersion,
  };
}

/** The dataset key `ds1` of a single-year dataset. */
export function datasetKey(input: DatasetKeyInput): CacheKey {
  const digest = canonicalSha256(datasetKeyDocument(input));
  return { format: DATASET_KEY_FORMAT, digest, id: `${DATASET_KEY_FORMAT}-${digest.slice(0, 16)}` };
}

/** The canonical document a baseline key digests (columns normalised, states sorted, policy current law). */
export function baselineKeyDocument(input: BaselineKeyInput): Record<string, unknown> {
  return {
    format: BASELINE_KEY_FORMAT,
    country: input.country,
    region: input.region,
    scope: { key: input.scope.key, states: [...input.scope.states].sort() },
    dataset: { key: input.datasetKey, digest: input.datasetDigest },
    policy: CACHED_POLICY,
    modelVersion: input.modelVersion,
    systemHash: input.systemHash,
    columns: createOutputPlan(input.columns).entities,
    options: JSON.parse(canonicalJson(input.options)) as unknown,
  };
}

/** The baseline key `bl1` of a current-law baseline; its id `bl1-<16 hex>` is the artifact's file name. */
export function baselineKey(input: BaselineKeyInput): CacheKey {
  const digest = canonicalSha256(baselineKeyDocument(input));
  return {
    format: BASELINE_KEY_FORMAT,
    digest,
    id: `${BASELINE_KEY_FORMAT}-${digest.slice(0, 16)}`,
  };
}

/**
 * The options that enter a baseline key: the defaults overlaid with the explicit options, so an
 * explicit option equal to its default gives the default's key. An option without a default is
 * not one the computation knows: {@link CacheError} `unknown_baseline_option`.
 */
export function resolveBaselineOptions(
  explicit: Readonly<Record<string, OptionValue>>,
  defaults: Readonly<Record<string, OptionValue>>,
): Record<string, OptionValue> {
  const unknown = Object.keys(explicit).filter((name) => !Object.hasOwn(defaults, name));
  if (unknown.length > 0) {
    throw new CacheError(
      CacheCode.unknownBaselineOption,
      `unknown baseline options: ${unknown.sort().join(', ')}; known: ${Object.keys(defaults).sort().join(', ') || 'none'}`,
      { unknown },
    );
  }
  return { ...defaults, ...explicit };
}

/** Store keys of the cache's artifacts (DESIGN.md §10). */
export const cacheStoreKeys = {
  /** `datasets/<country>/<ds1 digest>/<file>`: one file of a dataset artifact. */
  datasetFile(country: string, datasetKeyDigest: string, file: string): string {
    return artifactKeys.dataset(country, datasetKeyDigest, file);
  },
  /** `datasets/<country>/<ds1 digest>/manifest.json`: the dataset artifact's manifest, written last. */
  datasetManifest(country: string, datasetKeyDigest: string): string {
    return artifactKeys.dataset(country, datasetKeyDigest, 'manifest.json');
  },
  /** `baselines/<country>/<ds1 digest>/<bl1 id>.parquet`: a baseline beside its dataset's key. */
  baseline(country: string, datasetKeyDigest: string, key: CacheKey): string {
    return artifactKeys.baseline(country, datasetKeyDigest, key.id);
  },
} as const;
