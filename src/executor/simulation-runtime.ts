import type { BaselineCacheOutcome, OutputPlan, Policy, RegionKind } from '../contract/index.js';
import type { Frame } from '../data/index.js';
import type { TaxSystem } from '../engine/index.js';
import type { MacroProfile } from '../report/index.js';
import type { ArtifactStore } from '../store/index.js';
import type { DatasetTables } from './dataset-population.js';

/** A country model as the worker runs it: its version and its current-law system. */
export interface CountryModel {
  readonly version: string;
  readonly system: TaxSystem;
}

/** Where a worker gets country models from (built once per process or thread). */
export interface ModelSource {
  load(country: string): CountryModel;
}

/** Which dataset a simulation runs on. */
export interface DatasetRequest {
  readonly country: string;
  readonly name: string;
  readonly year: number;
}

/** Where a worker gets datasets from; implementations cache them in-process. */
export interface DatasetSource {
  load(request: DatasetRequest): Promise<DatasetTables>;
}

/** How regions map to states, and the segments (region groups) of a national run. */
export interface RegionResolver {
  /** What a region string of a country names; `undefined` when it is none of the country's regions (or the country has none). */
  kindOf(country: string, region: string): RegionKind | undefined;
  /** The regions a country's requests may name, as a hint for error messages. */
  describe(country: string): string;
  /** The household column of a country's datasets that holds each household's region (an enum: `state_code` for the US). */
  regionColumn(country: string): string;
  /** The region codes (upper-case, as in the categories of the dataset's region column) of a region; `undefined` for a national region. */
  statesOf(country: string, region: string): readonly string[] | undefined;
  /** Number of segments of a national run of the country (0: never segmented). */
  segmentCount(country: string): number;
  /** The region codes of segment `index` (0-based, in merge order). */
  segmentStates(country: string, index: number): readonly string[];
}

/**
 * The countries a coordinator serves: their models, their regions, and what the MacroOutput reads
 * from their frames. Built from the country packs by `countries/`; the executor names no country.
 */
export interface CountryServices {
  readonly models: ModelSource;
  readonly regions: RegionResolver;
  /** The macro profile of a served country; throws for another. */
  profileOf(country: string): MacroProfile;
}

/** What a baseline cache is asked for: enough to build its key and to check its columns. */
export interface BaselineRequest {
  readonly country: string;
  readonly year: number;
  readonly region: string;
  readonly dataset: string;
  readonly datasetDigest: string;
  readonly modelVersion: string;
  readonly systemHash: string;
  readonly outputPlan: OutputPlan;
  readonly segmentIndex?: number;
}

/** What a baseline cache gave: usable frames (`hit`), or nothing (`incomplete`: stored but lacking planned columns; `miss`). */
export type BaselineLookup =
  | { readonly outcome: 'hit'; readonly frames: Readonly<Record<string, Frame>> }
  | { readonly outcome: Exclude<BaselineCacheOutcome, 'hit'> };

/**
 * The seam where the baseline cache plugs in (DESIGN.md §11). The worker asks it only for a
 * current-law baseline; on `incomplete` or `miss` it computes the frames and offers them back
 * through `save`. The frames a `hit` returns must hold every planned column, rows sorted by id.
 */
export interface BaselineSource {
  lookup(request: BaselineRequest): Promise<BaselineLookup>;
  save?(request: BaselineRequest, frames: Readonly<Record<string, Frame>>): Promise<void>;
}

/** What a simulation worker runs with. Everything is passed in; nothing is read from the environment. */
export interface SimulationRuntime {
  readonly store: ArtifactStore;
  readonly models: ModelSource;
  readonly datasets: DatasetSource;
  readonly regions: RegionResolver;
  readonly baselineSource?: BaselineSource;
  /** Fires when the call is cancelled; the worker stops between steps. */
  readonly signal?: AbortSignal;
}

/** True when the policy is current law. */
export function isCurrentLaw(policy: Policy): boolean {
  return policy === 'current-law';
}
