import type { OutputPlan } from '../contract/index.js';
import type {
  DatasetTables,
  ModelSource,
  RegionResolver,
  WorkerRuntime,
} from '../executor/index.js';
import { RegionSubsetCache } from '../executor/index.js';
import type { ArtifactStore } from '../store/index.js';
import {
  createBaselineCache,
  type BaselineCache,
  type BaselineCacheEvent,
} from './baseline-cache.js';
import { createStoredDatasetSource } from './dataset-artifact.js';
import type { CacheKey, DatasetIdentity, OptionValue } from './keys.js';

/** The default dataset of a cache: its identity and how to build one year of it. */
export interface DefaultDataset {
  readonly identity: DatasetIdentity;
  readonly build: (year: number) => DatasetTables;
}

/** Options of {@link createCacheRuntime}. */
export interface CacheRuntimeOptions {
  readonly store: ArtifactStore;
  /** Stores the cache reads before `store` (e.g. a validated, pulled release). */
  readonly readFirst?: readonly ArtifactStore[];
  readonly models: ModelSource;
  readonly regions: RegionResolver;
  readonly dataset: DefaultDataset;
  /** The columns precomputed baselines hold. */
  readonly columns: OutputPlan;
  readonly options?: Readonly<Record<string, OptionValue>>;
  readonly optionDefaults?: Readonly<Record<string, OptionValue>>;
  readonly onEvent?: (event: BaselineCacheEvent) => void;
}

/** A worker runtime wired to the cache, with the pieces the precompute needs. */
export interface CacheRuntime {
  /** The executor's runtime: datasets from the store's artifacts, baselines through the cache. */
  readonly worker: WorkerRuntime;
  readonly cache: BaselineCache;
  readonly dataset: DefaultDataset;
  readonly columns: OutputPlan;
  /** The `ds1` key of the default dataset of a country and year, for the model this runtime runs. */
  datasetKeyOf(country: string, year: number): CacheKey;
}

/**
 * Wires a worker runtime to the cache: the dataset source loads the default dataset's stored
 * artifact (building and storing it when absent) and the baseline source is the cache. Workers
 * serving reports and the precompute's workers use this same wiring, so they agree on keys.
 */
export function createCacheRuntime(options: CacheRuntimeOptions): CacheRuntime {
  const cache = createBaselineCache({
    store: options.store,
    sources: [...(options.readFirst ?? []), options.store],
    dataset: options.dataset.identity,
    regions: options.regions,
    columns: options.columns,
    ...(options.options === undefined ? {} : { options: options.options }),
    ...(options.optionDefaults === undefined ? {} : { optionDefaults: options.optionDefaults }),
    ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
  });
  const datasets = createStoredDatasetSource({
    store: options.store,
    dataset: options.dataset.identity,
    modelVersionOf: (country) => options.models.load(country).version,
    build: options.dataset.build,
  });
  return {
    worker: {
      store: options.store,
      models: options.models,
      datasets,
      regions: options.regions,
      baselineSource: cache,
      subsets: new RegionSubsetCache(),
    },
    cache,
    dataset: options.dataset,
    columns: options.columns,
    datasetKeyOf: (country, year) => datasets.keyOf(country, year),
  };
}
