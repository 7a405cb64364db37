/**
 * Data: what makes, stores and loads datasets whatever the country — the `Frame` (typed columns of
 * one entity) and its deterministic Parquet codec, datasets and their content digest, region
 * subsets and concatenation, weight calibration to targets, and uprating by index tables. A
 * country's own population (generator, targets, indices, file loaders) lives in its pack under
 * `src/countries/<country>/data`. May import `contract` only.
 */
export {
  arrayTypeOfKind,
  assertFrameShape,
  boolColumn,
  COLUMN_KINDS,
  columnAsFloat,
  type ColumnKind,
  type ColumnValues,
  enumColumn,
  findColumn,
  floatColumn,
  type Frame,
  type FrameColumn,
  framesEqual,
  FrameShapeError,
  getColumn,
  intColumn,
  MissingColumnError,
  takeRows,
  withColumn,
} from './frame.js';
export {
  CATEGORIES_METADATA_KEY,
  decodeFrameParquet,
  encodeFrameParquet,
  ENTITY_METADATA_KEY,
  FrameDecodeError,
  frameAsStored,
  isTextField,
  KIND_METADATA_KEY,
  PARQUET_WRITER_SETTINGS,
  readParquetTable,
} from './frame-parquet.js';
export { FRAME_ENCODING_VERSION, frameDigest, updateHashWithFrame } from './frame-digest.js';
export {
  assertDatasetShape,
  createDataset,
  type Dataset,
  datasetDigest,
  DatasetShapeError,
  datasetTable,
  groupEntities,
  IdIndex,
} from './dataset.js';
export {
  DATASET_MANIFEST_FILE,
  DatasetLoadError,
  type DatasetManifest,
  DatasetManifestSchema,
  loadDataset,
  readDatasetManifest,
  saveDataset,
} from './dataset-store.js';
export {
  concatDatasets,
  concatFrames,
  DatasetCombineError,
  filterDatasetToStates,
} from './dataset-filter.js';
export {
  calibrateWeights,
  CalibrationInputError,
  type CalibrationOptions,
  type CalibrationResult,
  type CalibrationRow,
  type CalibrationTarget,
  type SparseColumn,
} from './calibration/calibrate-weights.js';
export {
  CalibrationNotConvergedError,
  convergedDataset,
  type CalibrationReport,
  formatCalibrationReport,
  type SkippedTarget,
  unconvergedCalibrations,
  worstRelativeError,
} from './calibration/calibration-report.js';
export {
  UpratingError,
  upratingFactor,
  type UpratingIndices,
  UpratingIndicesSchema,
  upratingYears,
} from './uprating/uprating-indices.js';
export { uprateDataset } from './uprating/uprate-dataset.js';
