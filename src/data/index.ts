/**
 * Data: datasets of the US population and everything that makes, stores and loads them — the
 * `Frame` (typed columns of one entity) and its deterministic Parquet codec, datasets and their
 * content digest, the seeded synthetic generator, weight calibration to published targets,
 * uprating to later years, the 20 region groups (segments), and loaders for users' HDF5, Parquet
 * and CSV files. May import `contract` only.
 */
export * from './frame.js';
export * from './frame-parquet.js';
export * from './frame-digest.js';
export * from './dataset.js';
export * from './dataset-store.js';
export * from './dataset-filter.js';
export * from './us-states.js';
export * from './us-inputs.js';
export * from './region-groups.js';
export * from './build-us-dataset.js';
export { Prng } from './generator/prng.js';
export {
  generateUsPopulation,
  allocateHouseholds,
  DEFAULT_HOUSEHOLDS,
  BASE_YEAR,
  type GenerateOptions,
} from './generator/generate-us-population.js';
export { HOUSEHOLD_TYPE, HOUSEHOLD_TYPE_SHARES } from './generator/draw-household.js';
export * from './calibration/calibrate-weights.js';
export * from './calibration/calibrate-us-dataset.js';
export * from './calibration/us-targets.js';
export { summariseTaxUnits, type TaxUnitSummary } from './calibration/approximate-agi.js';
export {
  createUsModelColumns,
  sumToHouseholds,
  usProgramColumns,
  US_PROGRAM_VARIABLES,
  type SimulateDataset,
  type UsProgramOutputs,
} from './calibration/model-columns.js';
export * from './uprating/uprating-indices.js';
export * from './uprating/uprate-dataset.js';
export * from './loaders/dataset-input-error.js';
export {
  assembleUsDataset,
  isKnownColumn,
  type RawTables,
  type RawValues,
} from './loaders/assemble-us-dataset.js';
export * from './loaders/load-hdf5.js';
export * from './loaders/load-tabular.js';
