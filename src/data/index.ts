/**
 * Data: what makes, stores and loads datasets whatever the country — the `Frame` (typed columns of
 * one entity) and its deterministic Parquet codec, datasets and their content digest, region
 * subsets and concatenation, weight calibration to targets, and uprating by index tables. A
 * country's own population (generator, targets, indices, file loaders) lives in its pack under
 * `src/countries/<country>/data`. May import `contract` only.
 */
export * from './frame.js';
export * from './frame-parquet.js';
export * from './frame-digest.js';
export * from './dataset.js';
export * from './dataset-store.js';
export * from './dataset-filter.js';
export * from './calibration/calibrate-weights.js';
export * from './calibration/calibration-report.js';
export * from './uprating/uprating-indices.js';
export * from './uprating/uprate-dataset.js';
