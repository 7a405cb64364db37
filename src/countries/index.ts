/**
 * Countries: one pack per country behind one small interface ({@link CountryPack}: the model,
 * regions and segments, the MacroOutput profile, the default dataset, the benchmark's programs),
 * and the runtimes, tasks and cache wiring built from packs. `COUNTRY_PACKS` is the only importer
 * of `models/<country>`; nothing outside `countries/<country>` and `models/<country>` names a
 * country.
 *
 * May import: contract, engine, models, data, report, executor, cache, dispatch, store.
 * Imported by: cli, api, eval (the benchmark's programs and models), tests.
 */
import { COUNTRIES, type Country } from '../contract/index.js';
import type { BenchmarkProgram, CountryPack } from './country-pack.js';
import { unsupportedCountry, type CountryPacks } from './country-runtime.js';
import { ukPack } from './uk/index.js';
import { usPack } from './us/index.js';

/** The product's country packs: one per country of the contract (a country without a pack does not compile). */
export const COUNTRY_PACKS: Readonly<Record<Country, CountryPack>> = {
  us: usPack,
  uk: ukPack,
};

/** The country commands use when none is named: the contract's first. */
export const DEFAULT_COUNTRY: Country = COUNTRIES[0];

/** The product pack of a country id; throws `unsupported_country` naming the served ones. */
export function countryPack(country: string, packs: CountryPacks = COUNTRY_PACKS): CountryPack {
  if (!Object.hasOwn(packs, country)) throw unsupportedCountry(country, packs);
  return packs[country]!;
}

/**
 * The country whose situations a document's top-level keys belong to: the default country when
 * its entities cover the keys, else the one pack whose entities do; `undefined` when none or
 * several do (the caller then uses the default, whose model names the unknown entity).
 */
export function countryOfSituation(
  document: unknown,
  packs: CountryPacks = COUNTRY_PACKS,
): string | undefined {
  const situations = Array.isArray(document) ? document : [document];
  const keys = new Set<string>();
  for (const s of situations)
    if (s !== null && typeof s === 'object') for (const k of Object.keys(s)) keys.add(k);
  const covers = (pack: CountryPack) =>
    pack.situationEntities !== undefined &&
    [...keys].every((k) => pack.situationEntities!.includes(k));
  const fallback = packs[DEFAULT_COUNTRY];
  if (fallback !== undefined && covers(fallback)) return fallback.id;
  const matches = Object.values(packs).filter(covers);
  return matches.length === 1 ? matches[0]!.id : undefined;
}

/** The benchmark's programs of a country (the LLM benchmark's catalogue). */
export function benchmarkPrograms(country: string): readonly BenchmarkProgram[] {
  return countryPack(country).benchmark.programs;
}

/** The law the benchmark's prompts about a country's households ask about. */
export function benchmarkLaw(country: string): string {
  return countryPack(country).benchmark.law;
}

/** The tasks module of the product's packs (plain runtime), for dispatchers and `fiscus worker`. */
export const COUNTRY_TASKS_MODULE: URL = new URL(
  `./tasks.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);
/** The tasks module of the product's packs wired to the baseline cache, for dispatchers and `fiscus worker`. */
export const COUNTRY_CACHE_TASKS_MODULE: URL = new URL(
  `./cache-tasks.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

export type {
  BenchmarkProgram,
  CountryDataset,
  CountryPack,
  DatasetMakeup,
} from './country-pack.js';
export {
  buildDefaultDataset,
  createCountryCacheRuntime,
  createCountryCacheTasks,
  createCountryDatasetSource,
  createCountryRuntime,
  createCountryTasks,
  datasetMakeup,
  defaultDatasetName,
  loadCountries,
  unsupportedCountry,
  type CountryCacheConfig,
  type CountryPacks,
  type CountryRuntimeConfig,
  type LoadedCountries,
} from './country-runtime.js';
