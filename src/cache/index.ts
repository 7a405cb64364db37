/**
 * Cache: the baseline cache pipeline (DESIGN.md §11) — content-addressed keys (`ds1` datasets,
 * `bl1` baselines), dataset artifacts, the runtime reader and writer that plugs into the
 * executor's `BaselineSource` seam, the precompute (planner, tasks, determinism gate, manifest
 * publisher), versioned manifests, and releases (pull, verify, deploy markers).
 *
 * May import: contract, data, report, executor, dispatch, store. Nothing imports cache but cli/api.
 */
export * from './cache-error.js';
export * from './keys.js';
export * from './frame-comparison.js';
export * from './baseline-cache.js';
export * from './dataset-artifact.js';
export * from './cache-runtime.js';
export * from './precompute-plan.js';
export * from './cache-tasks.js';
export * from './determinism-gate.js';
export * from './cache-manifest.js';
export * from './publish-manifest.js';
export * from './run-precompute.js';
export * from './cached-columns.js';
export * from './cache-release.js';
