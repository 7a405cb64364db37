/**
 * Executor: runs reports (DESIGN.md §1, §8) — the simulation worker (`runSimulation`: dataset →
 * population → output frames → write-once artifacts), segment fan-out and merge of national runs,
 * the tasks module the dispatch backends run (`tasks.ts`), and the report coordinator with its
 * wait window, cancellation, failure recording and delivery modes.
 *
 * May import: contract, engine, models, data, report, store, dispatch, db, telemetry.
 */
export * from './executor-error.js';
export * from './dataset-population.js';
export * from './dataset-region.js';
export * from './output-frames.js';
export * from './simulation-artifact.js';
export * from './apply-policy.js';
export * from './simulation-runtime.js';
export * from './compute-simulation.js';
export * from './store-simulation.js';
export * from './segment-result.js';
export * from './segment-merge.js';
export * from './observe-calls.js';
export * from './segment-fanout.js';
export * from './run-simulation.js';
export * from './region-resolver.js';
export * from './simulation-tasks.js';
export * from './simulation-launcher.js';
export * from './check-report-request.js';
export * from './coordinator-records.js';
export * from './finish-report.js';
export * from './report-comparison.js';
export * from './reference-comparison.js';
export * from './report-coordinator.js';
export * from './timeouts.js';
export * from './report-summary.js';
