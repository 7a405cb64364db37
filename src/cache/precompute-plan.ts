import type { SimulationInput } from '../contract/index.js';
import type { BaselineRequest } from '../executor/index.js';
import { CacheCode, CacheError } from './cache-error.js';
import type { CacheRuntime } from './cache-runtime.js';
import { readDatasetArtifactManifest } from './dataset-artifact.js';
import { cacheStoreKeys, type BaselineScope, type CacheKey } from './keys.js';

/** One dataset of the plan: a (country, year) with its `ds1` key and whether the store holds it. */
export interface DatasetPlanEntry {
  readonly country: string;
  readonly year: number;
  readonly key: CacheKey;
  /** Store key of the dataset artifact's manifest (written last, so present = complete). */
  readonly manifestKey: string;
  readonly present: boolean;
}

/** One baseline of the plan: a (year, region group) with its `bl1` key and whether the store holds it. */
export interface BaselinePlanEntry {
  readonly country: string;
  readonly year: number;
  readonly segmentIndex: number;
  readonly scope: BaselineScope;
  readonly datasetKey: string;
  readonly datasetDigest: string;
  readonly modelVersion: string;
  readonly systemHash: string;
  /** The columns the baseline holds, per entity. */
  readonly columns: Readonly<Record<string, readonly string[]>>;
  readonly key: CacheKey;
  readonly storeKey: string;
  readonly present: boolean;
}

/**
 * The model bundle a worker runs: version and current-law rules digest. Collect it where the
 * workers run (the `cache-identity` task): the rules digest covers formula source text, which
 * depends on the loader that compiled it, so a planning process may compute another one.
 */
export interface ModelBundleIdentity {
  readonly modelVersion: string;
  readonly systemHash: string;
}

/** The model bundle of a runtime, in this process. */
export function bundleOf(runtime: CacheRuntime, country: string): ModelBundleIdentity {
  const model = runtime.worker.models.load(country);
  return { modelVersion: model.version, systemHash: model.system.hash };
}

/** Plans the datasets: one entry per year, with its key and presence. */
export async function planDatasets(
  runtime: CacheRuntime,
  country: string,
  years: readonly number[],
): Promise<DatasetPlanEntry[]> {
  return Promise.all(
    [...years]
      .sort((a, b) => a - b)
      .map(async (year) => {
        const key = runtime.datasetKeyOf(country, year);
        const manifestKey = cacheStoreKeys.datasetManifest(country, key.digest);
        return {
          country,
          year,
          key,
          manifestKey,
          present: await runtime.worker.store.has(manifestKey),
        };
      }),
  );
}

/**
 * The request the executor's worker makes to the cache for segment `segmentIndex` of a national
 * current-law baseline — built from the same fields the worker uses (`computeSimulation`), so the
 * planned key is the key a report's worker looks for.
 */
export function baselineRequestOf(
  runtime: CacheRuntime,
  country: string,
  year: number,
  segmentIndex: number,
  datasetDigest: string,
  bundle: ModelBundleIdentity = bundleOf(runtime, country),
): BaselineRequest {
  return {
    country,
    year,
    region: country,
    dataset: runtime.dataset.identity.name,
    datasetDigest,
    modelVersion: bundle.modelVersion,
    systemHash: bundle.systemHash,
    outputPlan: runtime.columns,
    segmentIndex,
  };
}

/**
 * Plans the baselines of every (year × region group) whose dataset is stored: key, store key and
 * presence. A year whose dataset is absent is a {@link CacheError} (`precompute_failed`): build
 * the datasets first.
 */
export async function planBaselines(
  runtime: CacheRuntime,
  datasets: readonly DatasetPlanEntry[],
  bundle: ModelBundleIdentity,
): Promise<BaselinePlanEntry[]> {
  const entries: Promise<BaselinePlanEntry>[] = [];
  for (const dataset of datasets) {
    if (!(await runtime.worker.store.has(dataset.manifestKey))) {
      throw new CacheError(
        CacheCode.precomputeFailed,
        `the dataset of ${dataset.year} (${dataset.key.id}) is not stored; build datasets before planning baselines`,
        { year: dataset.year },
      );
    }
    const manifest = await readDatasetArtifactManifest(
      runtime.worker.store,
      dataset.country,
      dataset.key.digest,
    );
    const count = runtime.worker.regions.segmentCount(dataset.country);
    for (let segmentIndex = 0; segmentIndex < count; segmentIndex++) {
      const request = baselineRequestOf(
        runtime,
        dataset.country,
        dataset.year,
        segmentIndex,
        manifest.digest,
        bundle,
      );
      const id = runtime.cache.identify(request);
      if ('reason' in id)
        throw new CacheError(
          CacheCode.precomputeFailed,
          `segment ${segmentIndex} does not qualify for the cache: ${id.reason}`,
        );
      entries.push(
        runtime.worker.store.has(id.precomputedStoreKey).then((present) => ({
          country: dataset.country,
          year: dataset.year,
          segmentIndex,
          scope: id.scope,
          datasetKey: id.datasetKey.digest,
          datasetDigest: manifest.digest,
          modelVersion: request.modelVersion,
          systemHash: request.systemHash,
          columns: runtime.columns.entities,
          key: id.precomputed,
          storeKey: id.precomputedStoreKey,
          present,
        })),
      );
    }
  }
  return Promise.all(entries);
}

/**
 * The synthetic segment input a precompute worker runs for a plan entry: a current-law baseline
 * of the national region, segment `segmentIndex`, on the default dataset, over the cache's
 * columns, expecting the planned model bundle — exactly what a report's segment call asks.
 */
export function segmentInputOf(runtime: CacheRuntime, entry: BaselinePlanEntry): SimulationInput {
  return {
    role: 'baseline',
    country: entry.country as SimulationInput['country'],
    year: entry.year,
    region: entry.country,
    dataset: runtime.dataset.identity.name,
    policy: 'current-law',
    outputPlan: runtime.columns,
    segmentIndex: entry.segmentIndex,
    deliveryMode: 'return',
    reportId: `precompute-${entry.key.id}`,
    correlationId: `precompute-${entry.key.id}`,
    expectedBundle: { modelVersion: entry.modelVersion, systemHash: entry.systemHash },
  };
}
