import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  createCacheRuntime,
  createCacheTasks,
  defaultCachedColumns,
  openReleaseSync,
  type BaselineCacheEvent,
  type CacheRuntime,
} from '../cache/index.js';
import { canonicalJson, type Aggregate } from '../contract/index.js';
import { convergedDataset, loadDataset, saveDataset, type Dataset } from '../data/index.js';
import type { TaskFunction } from '../dispatch/index.js';
import {
  createRegionResolver,
  createSimulationTasks,
  ExecutorCode,
  ExecutorError,
  RegionSubsetCache,
  type CountryModel,
  type DatasetRequest,
  type DatasetSource,
  type DatasetTables,
  type ModelSource,
  type RegionResolver,
  type WorkerRuntime,
} from '../executor/index.js';
import type { MacroProfile } from '../report/index.js';
import { openArtifactStore, type ArtifactStore } from '../store/index.js';
import type { CountryPack, DatasetMakeup } from './country-pack.js';
import type { TaxSystem } from '../engine/index.js';

/** Country packs by id: the product's table (`COUNTRY_PACKS`) or another (a test's toy country). */
export type CountryPacks = Readonly<Record<string, CountryPack>>;

/** Country packs with their models loaded: what a runtime computes with. */
export interface LoadedCountries {
  readonly packs: CountryPacks;
  readonly models: ModelSource;
  readonly regions: RegionResolver;
  /** The macro profile of a served country; throws `unsupported_country` for another. */
  profileOf(country: string): MacroProfile;
  /** The pack of a served country; throws `unsupported_country` for another. */
  packOf(country: string): CountryPack;
}

/** The error for a country no pack serves, naming the ones that are. */
export function unsupportedCountry(country: string, packs: CountryPacks): ExecutorError {
  return new ExecutorError(
    ExecutorCode.unsupportedCountry,
    `no country pack serves "${country}"; served: ${Object.keys(packs).join(', ')}`,
  );
}

/** Loads every pack's model once (each is built once per process or thread) and wires the country services. */
export async function loadCountries(packs: CountryPacks): Promise<LoadedCountries> {
  const models = new Map<string, CountryModel>();
  for (const pack of Object.values(packs)) models.set(pack.id, await pack.loadModel());
  const packOf = (country: string): CountryPack => {
    if (!Object.hasOwn(packs, country)) throw unsupportedCountry(country, packs);
    return packs[country]!;
  };
  return {
    packs,
    models: {
      load(country) {
        const model = models.get(country);
        if (model === undefined) throw unsupportedCountry(country, packs);
        return model;
      },
    },
    regions: createRegionResolver(
      Object.fromEntries(Object.values(packs).map((pack) => [pack.id, pack.regions])),
    ),
    profileOf: (country) => packOf(country).macroProfile,
    packOf,
  };
}

/**
 * The configuration of a country runtime (JSON: it travels in every task payload). Read by the
 * CLI from its flags and passed down; nothing here reads the environment.
 */
export interface CountryRuntimeConfig {
  /**
   * Where the artifact store lives: a directory or an `s3://bucket/prefix?endpoint=…&region=…`
   * URL (`resolveStoreLocation`). Every process opens it alike; an S3 store's credentials come
   * from each process's own AWS environment variables, never from here.
   */
  readonly storeRoot: string;
  /** Directory where built datasets are saved and loaded from (`<dir>/<name>`); none: build in memory. */
  readonly datasetDirectory?: string;
  /** Households of the synthetic default dataset (default: the pack's). */
  readonly households?: number;
  /** Seed of the synthetic dataset (default: the pack's). */
  readonly seed?: number;
  /**
   * Datasets read from users' files, by the dataset name requests give them (the pack's
   * `readFile` reads each; they are never saved or built).
   */
  readonly datasetFiles?: Readonly<Record<string, string>>;
}

/** The configuration of a runtime wired to the baseline cache (JSON: it travels in every task payload). */
export interface CountryCacheConfig {
  /** The country whose model, dataset and regions the runtime serves. */
  readonly country: string;
  /**
   * Where the artifact store lives: a directory or an `s3://bucket/prefix?endpoint=…&region=…`
   * URL (`resolveStoreLocation`). Every process opens it alike; an S3 store's credentials come
   * from each process's own AWS environment variables, never from here.
   */
  readonly storeRoot: string;
  /** Households of the synthetic default dataset (default: the pack's). */
  readonly households?: number;
  /** Seed of the synthetic dataset (default: the pack's). */
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

/** The make-up of a pack's default dataset under a configuration. */
export function datasetMakeup(
  pack: CountryPack,
  config: { readonly households?: number; readonly seed?: number },
): DatasetMakeup {
  return {
    households: config.households ?? pack.dataset.defaults.households,
    seed: config.seed ?? pack.dataset.defaults.seed,
  };
}

/**
 * One year of a pack's default dataset, built and calibrated with `system`, to be computed on:
 * a calibration that did not converge is a `calibration_not_converged` error naming the dataset,
 * never weights where the solver happened to stop.
 */
export function buildDefaultDataset(
  pack: CountryPack,
  options: DatasetMakeup & { readonly year: number },
  system: TaxSystem,
): Dataset {
  return convergedDataset(
    pack.dataset.build(options, system),
    `${pack.label} dataset for ${options.year} (${options.households} households, seed ${options.seed})`,
  );
}

/**
 * The directory name of a pack's default dataset for a configuration and year: the make-up version
 * and the rules hash of the model it was calibrated with are part of it, so a dataset saved by an
 * older generator or model is never loaded in place of the current one.
 */
export function defaultDatasetName(
  pack: CountryPack,
  config: { readonly households?: number; readonly seed?: number },
  year: number,
  modelHash: string,
): string {
  const { households, seed } = datasetMakeup(pack, config);
  const version = pack.dataset.dataVersion.replace(/[^a-z0-9]+/g, '-');
  return `${version}-${households}-s${seed}-${year}-m${modelHash.slice(0, 12)}`;
}

/**
 * The plain dataset source: each pack's default dataset, built with the runtime's own model, saved
 * under the dataset directory the first time and loaded (every file's SHA-256 checked) afterwards,
 * and kept in memory for the life of the process or thread. Other names are `dataset_unknown`.
 * `ensure` builds and saves the dataset if absent without keeping it in memory (for the
 * coordinator's process, which never reads it).
 */
export function createCountryDatasetSource(
  countries: LoadedCountries,
  config: CountryRuntimeConfig,
): DatasetSource & { ensure(request: DatasetRequest): Promise<void> } {
  const loaded = new Map<string, Promise<DatasetTables>>();
  const directoryOf = (request: DatasetRequest): string | undefined => {
    const pack = countries.packOf(request.country);
    if (request.name !== pack.dataset.name)
      throw new ExecutorError(
        'dataset_unknown',
        `no dataset ${request.country}/${request.name}; the bundled one is ${pack.id}/${pack.dataset.name}`,
      );
    if (config.datasetDirectory === undefined) return undefined;
    const hash = countries.models.load(request.country).system.hash;
    return join(config.datasetDirectory, defaultDatasetName(pack, config, request.year, hash));
  };
  /** The dataset of a user's file, when the request names one. */
  const fromFile = (request: DatasetRequest): Promise<DatasetTables> | undefined => {
    const file = config.datasetFiles?.[request.name];
    if (file === undefined) return undefined;
    const pack = countries.packOf(request.country);
    if (pack.dataset.readFile === undefined)
      throw new ExecutorError('dataset_unknown', `${pack.label} reads no dataset files`);
    return pack.dataset.readFile(file, request.year);
  };
  const build = async (request: DatasetRequest): Promise<DatasetTables> => {
    const file = fromFile(request);
    if (file !== undefined) return file;
    const directory = directoryOf(request);
    if (directory !== undefined && existsSync(join(directory, 'manifest.json')))
      return loadDataset(directory);
    const pack = countries.packOf(request.country);
    const makeup = datasetMakeup(pack, config);
    const dataset = buildDefaultDataset(
      pack,
      { ...makeup, year: request.year },
      countries.models.load(request.country).system,
    );
    if (directory !== undefined) await saveDataset(dataset, directory, { ...makeup });
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
  const ensure = async (request: DatasetRequest): Promise<void> => {
    // A user's file is read now, so every missing or unknown column is named before anything runs.
    if (config.datasetFiles?.[request.name] !== undefined) {
      await load(request);
      return;
    }
    const directory = directoryOf(request);
    if (directory === undefined || existsSync(join(directory, 'manifest.json'))) return;
    await build(request);
  };
  return { load, ensure };
}

/** The plain worker runtime: filesystem store, the packs' models, datasets and regions; no baseline cache. */
export function createCountryRuntime(
  countries: LoadedCountries,
  config: CountryRuntimeConfig,
): WorkerRuntime & { datasets: ReturnType<typeof createCountryDatasetSource> } {
  return {
    store: openArtifactStore(config.storeRoot),
    models: countries.models,
    datasets: createCountryDatasetSource(countries, config),
    regions: countries.regions,
    subsets: new RegionSubsetCache(),
  };
}

/**
 * A worker runtime wired to the baseline cache for one country: filesystem store, the country's
 * model, its default dataset stored as a `ds1` artifact, its region groups, and the precomputed
 * column set. Workers that serve reports with the cache use its `worker`; the precompute uses all of it.
 */
export function createCountryCacheRuntime(
  countries: LoadedCountries,
  config: CountryCacheConfig,
  extra: {
    readFirst?: readonly ArtifactStore[];
    onEvent?: (event: BaselineCacheEvent) => void;
  } = {},
): CacheRuntime {
  const { country } = config;
  const pack = countries.packOf(country);
  const makeup = datasetMakeup(pack, config);
  const model = countries.models.load(country);
  return createCacheRuntime({
    store: openArtifactStore(config.storeRoot),
    readFirst: [
      ...(config.release === undefined
        ? []
        : [openReleaseSync(config.release.dir, config.release.digest)]),
      ...(extra.readFirst ?? []),
    ],
    models: countries.models,
    regions: countries.regions,
    dataset: {
      identity: pack.dataset.identity(makeup, model.system.hash),
      build: (year) => buildDefaultDataset(pack, { ...makeup, year }, model.system),
    },
    columns: defaultCachedColumns(pack.macroProfile, config.aggregates),
    ...(extra.onEvent === undefined ? {} : { onEvent: extra.onEvent }),
  });
}

/**
 * The tasks module's tasks over country packs: `simulate` and `simulate-segment` over the plain
 * runtime. Runtimes are built once per configuration for the life of the thread or process.
 */
export function createCountryTasks(countries: LoadedCountries): Record<string, TaskFunction> {
  return createSimulationTasks<CountryRuntimeConfig>((config) =>
    createCountryRuntime(countries, config),
  );
}

/**
 * The cache tasks module's tasks over country packs: the executor's `simulate` and
 * `simulate-segment` with the cache as baseline source, and the cache's precompute tasks — one
 * runtime per (country, configuration) for the life of the thread or process.
 */
export function createCountryCacheTasks(countries: LoadedCountries): Record<string, TaskFunction> {
  const runtimes = new Map<string, CacheRuntime>();
  const runtimeOf = (config: CountryCacheConfig): CacheRuntime => {
    const id = canonicalJson(config);
    let runtime = runtimes.get(id);
    if (runtime === undefined) {
      runtime = createCountryCacheRuntime(countries, config);
      runtimes.set(id, runtime);
    }
    return runtime;
  };
  return {
    ...createSimulationTasks<CountryCacheConfig>((config) => runtimeOf(config).worker),
    ...createCacheTasks<CountryCacheConfig>(runtimeOf),
  };
}
