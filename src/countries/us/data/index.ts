/**
 * The US population: the 50 states and DC, the seeded synthetic generator, calibration targets
 * and the calibration of a US dataset, uprating indices, the 20 region groups, and the loaders of
 * PolicyEngine-style HDF5, Parquet and CSV files into US datasets.
 */
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
export * from './loaders/dataset-input-error.js';
export {
  assembleUsDataset,
  isKnownColumn,
  type RawTables,
  type RawValues,
} from './loaders/assemble-us-dataset.js';
export * from './loaders/load-hdf5.js';
export * from './loaders/load-tabular.js';
export * from './us-entities.js';
