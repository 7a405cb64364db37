import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Policy } from '../contract/index.js';
import { buildDefaultUsDataset, US_DATA_VERSION } from './default-dataset.js';
import { DEFAULT_HOUSEHOLDS, loadDataset, saveDataset, US_REGION_GROUPS } from '../data/index.js';
import type { TaxSystem } from '../engine/index.js';
import { loadUsModel } from '../models/us/index.js';
import { openArtifactStore } from '../store/index.js';
import type { DatasetTables } from './dataset-population.js';
import { RegionSubsetCache } from './dataset-region.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { createRegionResolver } from './region-resolver.js';
import type { WorkerRuntime } from './run-simulation.js';
import type { CountryModel, DatasetRequest, DatasetSource } from './simulation-runtime.js';

/** The example reform of `fiscus report` and the benchmark: the child tax credit raised to $3,600 per child (examples/ctc-3600.json). */
export const EXAMPLE_CTC_REFORM: Policy = {
  reform: { 'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2100-12-31': 3_600 } },
};

/** The executor's tasks module (`tasks.ts`), for dispatchers and `fiscus worker`. */
export const EXECUTOR_TASKS_MODULE: URL = new URL('./tasks.ts', import.meta.url);

/**
 * The configuration of the default runtime (JSON: it travels in every task payload). Read by the
 * CLI from its flags and passed down; nothing here reads the environment.
 */
export interface DefaultRuntimeConfig {
  /**
   * Where the artifact store lives: a directory or an `s3://bucket/prefix?endpoint=…&region=…`
   * URL (`resolveStoreLocation`). Every process opens it alike; an S3 store's credentials come
   * from each process's own AWS environment variables, never from here.
   */
  readonly storeRoot: string;
  /** Directory where built datasets are saved and loaded from (`<dir>/<name>-<year>`); none: build in memory. */
  readonly datasetDirectory?: string;
  /** Households of the synthetic `default` dataset (default 60,000). */
  readonly households?: number;
  /** Seed of the synthetic dataset (default 1). */
  readonly seed?: number;
}

/**
 * The directory name of the default dataset of a configuration and year: its make-up version and
 * the rules hash of the model it was calibrated with are part of it, so a dataset saved by an
 * older generator or model is never loaded in place of the current one.
 */
export function defaultDatasetName(
  config: Pick<DefaultRuntimeConfig, 'households' | 'seed'>,
  year: number,
  modelHash: string,
): string {
  const version = US_DATA_VERSION.replace(/[^a-z0-9]+/g, '-');
  return `${version}-${config.households ?? DEFAULT_HOUSEHOLDS}-s${config.seed ?? 1}-${year}-m${modelHash.slice(0, 12)}`;
}

/**
 * The default dataset source: the `default` US dataset is the seeded synthetic population,
 * calibrated (also to the US model's program totals) and uprated to the year
 * ({@link buildDefaultUsDataset}), saved under the dataset directory
 * the first time and loaded (every file's SHA-256 checked) afterwards, and kept in memory for the
 * life of the process or thread. Other names are `dataset_unknown`. `ensure` builds and saves the
 * dataset if absent without keeping it in memory (for the coordinator's process).
 */
export function createDefaultDatasetSource(
  config: DefaultRuntimeConfig,
  models: { load(country: string): CountryModel } = createUsModelSource(),
): DatasetSource & { ensure(request: DatasetRequest): Promise<void> } {
  const loaded = new Map<string, Promise<DatasetTables>>();
  // The model the dataset is calibrated with: the runtime's own (built once), not another copy.
  const usModel = (): TaxSystem => models.load('us').system;
  const build = async (request: DatasetRequest): Promise<DatasetTables> => {
    if (request.country !== 'us' || request.name !== 'default') {
      throw new ExecutorError(
        'dataset_unknown',
        `no dataset ${request.country}/${request.name}; the bundled one is us/default`,
      );
    }
    const name = defaultDatasetName(config, request.year, usModel().hash);
    const directory =
      config.datasetDirectory === undefined ? undefined : join(config.datasetDirectory, name);
    if (directory !== undefined && existsSync(join(directory, 'manifest.json')))
      return loadDataset(directory);
    const { dataset } = buildDefaultUsDataset(
      {
        year: request.year,
        households: config.households ?? DEFAULT_HOUSEHOLDS,
        seed: config.seed ?? 1,
      },
      usModel(),
    );
    if (directory !== undefined)
      await saveDataset(dataset, directory, {
        households: config.households ?? DEFAULT_HOUSEHOLDS,
        seed: config.seed ?? 1,
      });
    return dataset;
  };
  const load = (request: DatasetRequest): Promise<DatasetTables> => {
    const key = `${request.country}/${request.name}/${request.year}`;
    let found = loaded.get(key);
    if (found === undefined) {
      found = build(request);
      loaded.set(key, found);
      found.catch(() => loaded.delete(key));
    }
    return found;
  };
  // Makes sure the dataset is saved (building it once) without keeping it in this process: the
  // coordinator's process never reads it, the workers load it from the directory.
  const ensure = async (request: DatasetRequest): Promise<void> => {
    const directory =
      config.datasetDirectory === undefined
        ? undefined
        : join(config.datasetDirectory, defaultDatasetName(config, request.year, usModel().hash));
    if (directory === undefined || existsSync(join(directory, 'manifest.json'))) return;
    await build(request);
  };
  return { load, ensure };
}

/** The US model, built once per runtime. */
export function createUsModelSource(): { load(country: string): CountryModel } {
  let model: CountryModel | undefined;
  return {
    load(country) {
      if (country !== 'us')
        throw new ExecutorError(
          ExecutorCode.unsupportedCountry,
          `no model serves ${country} reports yet`,
        );
      model ??= loadUsModel();
      return model;
    },
  };
}

/** The default worker runtime: filesystem store, the US model, the synthetic dataset, the 20 region groups. */
export function createDefaultRuntime(
  config: DefaultRuntimeConfig,
): WorkerRuntime & { datasets: ReturnType<typeof createDefaultDatasetSource> } {
  const models = createUsModelSource();
  return {
    store: openArtifactStore(config.storeRoot),
    models,
    datasets: createDefaultDatasetSource(config, models),
    regions: createRegionResolver(US_REGION_GROUPS),
    subsets: new RegionSubsetCache(),
  };
}
