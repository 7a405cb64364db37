import type { CalibrationReport } from '../../../data/index.js';
import { calibrateUsDataset } from './calibration/calibrate-us-dataset.js';
import type { ExtraColumns } from './calibration/us-targets.js';
import type { Dataset } from '../../../data/index.js';
import {
  BASE_YEAR,
  DEFAULT_HOUSEHOLDS,
  generateUsPopulation,
} from './generator/generate-us-population.js';

import { uprateUsDataset, usUpratingYears } from './uprating/uprating-indices.js';

/** Years a single-year US dataset can be built for. */
export const US_DATASET_YEARS: readonly number[] = usUpratingYears().filter((y) => y >= BASE_YEAR);

/** Error raised for a year outside {@link US_DATASET_YEARS}; names the first and last year. */
export class DatasetYearError extends Error {
  readonly code = 'dataset_year_unsupported';
  readonly firstYear = US_DATASET_YEARS[0]!;
  readonly lastYear = US_DATASET_YEARS[US_DATASET_YEARS.length - 1]!;
  constructor(readonly year: number) {
    const first = US_DATASET_YEARS[0]!;
    const last = US_DATASET_YEARS[US_DATASET_YEARS.length - 1]!;
    super(
      `no US dataset for ${year}; datasets run from ${first} to ${last} (the uprating indices end in ${last}): choose a year in ${first}-${last}`,
    );
    this.name = 'DatasetYearError';
  }
}

/** Options of {@link buildUsDataset}. */
export interface BuildUsDatasetOptions {
  readonly year: number;
  readonly households?: number;
  readonly seed?: number;
  /** Model outputs per household for model-measured targets (SNAP, SSI); optional. */
  readonly extraColumns?: ExtraColumns;
}

/**
 * Builds the single-year US dataset: generates the base-year (2024) population from the seed,
 * for a later year (to the last year of the uprating indices, 2035) uprates every money input by its index, then calibrates the generator's
 * weights once to that year's targets (earlier-year targets carried forward by their index).
 * Calibrating once, from the generator's weights, keeps every weight within the calibration
 * bounds of its starting weight (a second calibration on calibrated weights would compound
 * them). Returns the dataset (its own digest) and the calibration report.
 */
export function buildUsDataset(options: BuildUsDatasetOptions): {
  dataset: Dataset;
  reports: CalibrationReport[];
} {
  if (!US_DATASET_YEARS.includes(options.year)) throw new DatasetYearError(options.year);
  const households = options.households ?? DEFAULT_HOUSEHOLDS;
  const seed = options.seed ?? 1;
  const name = `us-synthetic-${households}-s${seed}`;
  const base = generateUsPopulation({
    households,
    seed,
    year: BASE_YEAR,
    name: `${name}-${BASE_YEAR}`,
  });
  const population = options.year === BASE_YEAR ? base : uprateUsDataset(base, options.year);
  const calibrated = calibrateUsDataset(population, {
    extraColumns: options.extraColumns,
    name: `${name}-${options.year}`,
  });
  return { dataset: calibrated.dataset, reports: [calibrated.report] };
}
