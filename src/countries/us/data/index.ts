/**
 * The US population: the 50 states and DC, the seeded synthetic generator, calibration targets
 * and the calibration of a US dataset, uprating indices, the 20 region groups, and the loaders of
 * PolicyEngine-style HDF5, Parquet and CSV files into US datasets, and the Census state income tax
 * collections `validate-data` compares the model with.
 */
export {
  US_MEDIAN_HOUSEHOLD_INCOME,
  US_STATE_CODES,
  US_STATES,
  usStateFacts,
  type UsStateFacts,
} from './us-states.js';
export {
  RACE_CATEGORIES,
  US_INPUT_VARIABLES,
  US_PERSON_MONEY_INPUTS,
  type UsInputSpec,
} from './us-inputs.js';
export {
  REGION_GROUPS_DIGEST,
  type RegionGroup,
  regionGroupHouseholds,
  regionGroupOfState,
  statesInRegionGroupOrder,
  US_REGION_GROUPS,
} from './region-groups.js';
export {
  buildUsDataset,
  type BuildUsDatasetOptions,
  DatasetYearError,
  US_DATASET_YEARS,
} from './build-us-dataset.js';
export { Prng } from './generator/prng.js';
export {
  generateUsPopulation,
  allocateHouseholds,
  DEFAULT_HOUSEHOLDS,
  BASE_YEAR,
  type GenerateOptions,
} from './generator/generate-us-population.js';
export { HOUSEHOLD_TYPE, HOUSEHOLD_TYPE_SHARES } from './generator/draw-household.js';
export { calibrateUsDataset } from './calibration/calibrate-us-dataset.js';
export {
  buildUsCalibrationTargets,
  type ExtraColumns,
  HOUSEHOLD_POPULATION_SHARE,
  type TargetDefinition,
  TargetDefinitionSchema,
  type TargetMeasure,
  usTargetDefinitions,
  usTargetsDigest,
} from './calibration/us-targets.js';
export { summariseTaxUnits, type TaxUnitSummary } from './calibration/approximate-agi.js';
export {
  createUsModelColumns,
  sumToHouseholds,
  usProgramColumns,
  US_PROGRAM_VARIABLES,
  type SimulateDataset,
  type UsProgramOutputs,
} from './calibration/model-columns.js';
export {
  uprateUsDataset,
  US_UPRATING_DIGEST,
  US_UPRATING_INDICES,
  usUpratingFactor,
  usUpratingYears,
} from './uprating/uprating-indices.js';
export {
  DatasetFileError,
  DatasetInputError,
  type DatasetInputIssue,
  Hdf5FilterError,
} from './loaders/dataset-input-error.js';
export {
  assembleUsDataset,
  isKnownColumn,
  type RawTables,
  type RawValues,
} from './loaders/assemble-us-dataset.js';
export {
  assertSupportedHdf5Filters,
  loadPolicyEngineHdf5,
  SUPPORTED_HDF5_FILTERS,
} from './loaders/load-hdf5.js';
export {
  loadTabularDataset,
  readCsvColumns,
  readParquetColumns,
  TABULAR_FORMATS,
  type TabularFormat,
} from './loaders/load-tabular.js';
export { US_ENTITIES, US_GROUP_ENTITIES, type UsEntity } from './us-entities.js';
export {
  CENSUS_STATE_INCOME_TAX,
  CensusStateCodeError,
  type CensusStateIncomeTax,
  compareStateIncomeTax,
  formatStateIncomeTaxTable,
  largestShareByState,
  parseCensusStateIncomeTax,
  STATE_INCOME_TAX_TOLERANCE,
  type StateIncomeTaxComparison,
  type StateIncomeTaxRow,
  totalsByState,
  type ValuesByHousehold,
} from './validation/state-income-tax-revenue.js';
