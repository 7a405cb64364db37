/**
 * Cache: the baseline cache pipeline (DESIGN.md §11) — content-addressed keys (`ds1` datasets,
 * `bl1` baselines), dataset artifacts, the runtime reader and writer that plugs into the
 * executor's `BaselineSource` seam, the precompute (planner, tasks, determinism gate, manifest
 * publisher), versioned manifests, and releases (pull, verify, deploy markers).
 *
 * May import: contract, data, report, executor, dispatch, store. Nothing imports cache but cli/api.
 */
export { CacheCode, CacheError } from './cache-error.js';
export {
  BASELINE_KEY_FORMAT,
  baselineKey,
  baselineKeyDocument,
  type BaselineKeyInput,
  type BaselineScope,
  CACHED_POLICY,
  type CacheKey,
  cacheStoreKeys,
  DATASET_KEY_FORMAT,
  type DatasetIdentity,
  datasetKey,
  datasetKeyDocument,
  type DatasetKeyInput,
  type OptionValue,
  resolveBaselineOptions,
} from './keys.js';
export {
  columnsOfFrames,
  compareFrames,
  type FrameMismatch,
  projectFrames,
} from './frame-comparison.js';
export {
  type BaselineCache,
  type BaselineCacheEvent,
  type BaselineCacheOptions,
  type BaselineIdentity,
  createBaselineCache,
  type SaveResult,
} from './baseline-cache.js';
export {
  createStoredDatasetSource,
  loadDatasetArtifact,
  readDatasetArtifactManifest,
  storeDatasetArtifact,
  type StoredDatasetArtifact,
  type StoredDatasetSourceOptions,
} from './dataset-artifact.js';
export {
  type CacheRuntime,
  type CacheRuntimeOptions,
  createCacheRuntime,
  type DefaultDataset,
} from './cache-runtime.js';
export {
  type BaselinePlanEntry,
  baselineRequestOf,
  bundleOf,
  type DatasetPlanEntry,
  type ModelBundleIdentity,
  planBaselines,
  planDatasets,
  segmentInputOf,
} from './precompute-plan.js';
export {
  type BuildDatasetPayload,
  type BuildDatasetResult,
  CACHE_TASKS,
  type ComputeBaselinePayload,
  type ComputeBaselineResult,
  createCacheTasks,
  type GateRunPayload,
  type GateRunResult,
  type IdentityPayload,
} from './cache-tasks.js';
export {
  type DeterminismGateOptions,
  type DeterminismRecord,
  determinismSubject,
  readDeterminismRecord,
  runDeterminismGate,
  type StoredBaseline,
} from './determinism-gate.js';
export {
  CACHE_MANIFEST_COMPAT_VERSIONS,
  CACHE_MANIFEST_VERSION,
  type CacheManifestV1,
  CacheManifestV1Schema,
  type CacheManifestV2,
  CacheManifestV2Schema,
  type CacheManifestView,
  encodeManifest,
  type ManifestArtifact,
  manifestV1Of,
  parseManifest,
} from './cache-manifest.js';
export {
  type PublishedManifest,
  publishManifest,
  type PublishManifestInput,
} from './publish-manifest.js';
export { type PrecomputeOptions, type PrecomputeResult, runPrecompute } from './run-precompute.js';
export { defaultCachedColumns } from './cached-columns.js';
export {
  deployManifest,
  type DeploymentMarker,
  openRelease,
  openReleaseSync,
  pullRelease,
  readDeploymentMarker,
  readManifest,
  ReleaseArtifactStore,
  verifyManifestInStore,
  type VerifyProblem,
  verifyRelease,
} from './cache-release.js';
