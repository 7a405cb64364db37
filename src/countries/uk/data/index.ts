/** The UK population: the seeded synthetic generator, its calibration targets and calibration. */
export {
  generateUkPopulation,
  UK_DEFAULT_HOUSEHOLDS,
  UK_REGION_CODES,
  UK_REGION_HOUSEHOLDS,
  type UkGenerateOptions,
} from './generate-uk-population.js';
export {
  calibrateUkDataset,
  UK_TARGETS_DIGEST,
  type HouseholdColumn,
} from './calibrate-uk-dataset.js';
export {
  parseUkModelTotals,
  UK_HOUSEHOLDS,
  UK_MODEL_TOTALS,
  UkTargetsError,
  type UkModelTotal,
  type UkRowSelector,
} from './uk-targets.js';
