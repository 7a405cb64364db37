import { canonicalSha256, type Aggregate } from '../contract/index.js';
import {
  BASE_YEAR,
  DEFAULT_HOUSEHOLDS,
  FRAME_ENCODING_VERSION,
  REGION_GROUPS_DIGEST,
  US_REGION_GROUPS,
  US_STATES,
  US_TARGETS_DIGEST,
  US_UPRATING_DIGEST,
} from '../data/index.js';
import {
  buildDefaultUsDataset,
  createRegionResolver,
  createUsModelSource,
  US_DATA_VERSION,
  type ModelSource,
} from '../executor/index.js';
import { openArtifactStore, type ArtifactStore } from '../store/index.js';
import { defaultCachedColumns } from './cached-columns.js';
import { openReleaseSync } from './cache-release.js';
import { createCacheRuntime, type CacheRuntime } from './cache-runtime.js';
import type { BaselineCacheEvent } from './baseline-cache.js';
import type { DatasetIdentity } from './keys.js';

/** The cache tasks module over the US runtime (executor tasks and cache tasks), for dispatchers and `fiscus worker`. */
export const US_CACHE_TASKS_MODULE: URL = new URL(
  `./us-cache-tasks.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

/** The configuration of the US cache runtime (JSON: it travels in every task payload). */
export interface UsCacheConfig {
  /**
   * Where the artifact store lives: a directory or an `s3://bucket/prefix?endpoint=…&region=…`
   * URL (`resolveStoreLocation`). Every process opens it alike; an S3 store's credentials come
   * from each process's own AWS environment variables, never from here.
   */
  readonly storeRoot: string;
  /** Households of the synthetic `default` dataset (default 60,000). */
  readonly households?: number;
  /** Seed of the synthetic dataset (default 1). */
  readonly seed?: number;
  /** The aggregates whose columns precomputed baselines hold (default: all). */
  readonly aggregates?: readonly Aggregate[];
  /**
   * A pulled release the worker serves baselines from (read before the store): the directory made
   * by `fiscus cache pull` and the manifest digest the release pins. A release that does not
   * validate makes building the runtime throw `release_invalid`: the worker refuses to serve it.
   */
  readonly release?: { readonly dir: string; readonly digest: string };
}

/** The name requests give the default dataset. */
export const US_DEFAULT_DATASET = 'default';
/**
 * The identity of the synthetic default US dataset: the source digest covers the data it is made
 * from (calibration targets, uprating indices, the state table), its seed and size, and the rules
 * of the model whose program totals it is calibrated to; the build fingerprint covers how it is
 * built (base year, frame encoding, region-group table).
 */
export function usDatasetIdentity(
  config: Pick<UsCacheConfig, 'households' | 'seed'>,
  modelRulesHash: string,
): DatasetIdentity {
  return {
    name: US_DEFAULT_DATASET,
    dataVersion: US_DATA_VERSION,
    sourceDigest: canonicalSha256({
      targets: US_TARGETS_DIGEST,
      uprating: US_UPRATING_DIGEST,
      states: canonicalSha256(US_STATES),
      households: config.households ?? DEFAULT_HOUSEHOLDS,
      seed: config.seed ?? 1,
      model: modelRulesHash,
    }),
    buildFingerprint: canonicalSha256({
      builder: 'buildDefaultUsDataset',
      baseYear: BASE_YEAR,
      frameEncoding: FRAME_ENCODING_VERSION,
      regionGroups: REGION_GROUPS_DIGEST,
    }),
  };
}

/**
 * The US worker runtime wired to the cache: filesystem store, the US model, the synthetic default
 * dataset (stored as a `ds1` artifact), the 20 region groups, and the precomputed column set.
 * Workers that serve reports with the cache use its `worker`; the precompute uses all of it.
 */
export function createUsCacheRuntime(
  config: UsCacheConfig,
  extra: {
    readFirst?: readonly ArtifactStore[];
    onEvent?: (event: BaselineCacheEvent) => void;
    /** The model source, shared by the runtimes of one thread (the model does not depend on the configuration). */
    models?: ModelSource;
  } = {},
): CacheRuntime {
  const households = config.households ?? DEFAULT_HOUSEHOLDS;
  const seed = config.seed ?? 1;
  const models = extra.models ?? createUsModelSource();
  const model = models.load('us');
  return createCacheRuntime({
    store: openArtifactStore(config.storeRoot),
    readFirst: [
      ...(config.release === undefined
        ? []
        : [openReleaseSync(config.release.dir, config.release.digest)]),
      ...(extra.readFirst ?? []),
    ],
    models,
    regions: createRegionResolver(US_REGION_GROUPS),
    dataset: {
      identity: usDatasetIdentity(config, model.system.hash),
      build: (year) => buildDefaultUsDataset({ year, households, seed }, model.system).dataset,
    },
    columns: defaultCachedColumns(config.aggregates),
    ...(extra.onEvent === undefined ? {} : { onEvent: extra.onEvent }),
  });
}
