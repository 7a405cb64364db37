/**
 * Executor: runs reports (DESIGN.md §1, §8) — the simulation worker (`runSimulation`: dataset →
 * population → output frames → write-once artifacts), segment fan-out and merge of national runs,
 * the tasks module the dispatch backends run (`tasks.ts`), and the report coordinator with its
 * wait window, cancellation, failure recording and delivery modes.
 *
 * May import: contract, engine, models, data, report, store, dispatch, db, telemetry.
 */
export { ExecutorCode, ExecutorError, type ExecutorIssue, issuesOf } from './executor-error.js';
export {
  type DatasetSimulation,
  type DatasetTables,
  entityIdColumn,
  simulationFromDataset,
  type UnknownColumn,
} from './dataset-population.js';
export { datasetForStates, RegionSubsetCache } from './dataset-region.js';
export { computeOutputFrames, idOrder, sortFrameById } from './output-frames.js';
export {
  decodeSimulationArtifact,
  encodeSimulationArtifact,
  idsSha256,
  PARQUET_MEDIA_TYPE,
  rowIdentityOf,
  SIMULATION_ARTIFACT_FORMAT,
} from './simulation-artifact.js';
export { applyPolicy, assertPolicyPeriods, policyPeriodIssues } from './apply-policy.js';
export {
  type ArtifactEncoder,
  createThreadArtifactEncoder,
  type EncodedArtifact,
  IN_THREAD_ARTIFACT_ENCODER,
  THREAD_ENCODING_MIN_ROWS,
  type ThreadArtifactEncoder,
} from './artifact-encoder.js';
export {
  type BaselineLookup,
  type BaselineRequest,
  type BaselineSource,
  type CountryModel,
  type CountryServices,
  type DatasetRequest,
  type DatasetSource,
  isCurrentLaw,
  type ModelSource,
  type RegionResolver,
  type SimulationRuntime,
} from './simulation-runtime.js';
export {
  type ComputedSimulation,
  computeSimulation,
  type PreparedSimulation,
  prepareSimulation,
  receiptOf,
  type SimulationReceipt,
  statesOfSimulation,
} from './compute-simulation.js';
export {
  modelBundleOf,
  SIMULATION_INPUT_FORMAT,
  simulationInputDocument,
  type StoredSimulation,
  storeSimulation,
} from './store-simulation.js';
export {
  frameFromWire,
  framesToWire,
  SEGMENT_RESULT_FORMAT,
  type SegmentResult,
  type WireColumn,
  type WireFrame,
} from './segment-result.js';
export {
  type MergedSegments,
  mergeSegments,
  type SegmentExpectation,
  segmentMergeIssues,
} from './segment-merge.js';
export {
  OBSERVE_BACKOFF_MS,
  observeCalls,
  type ObserveOptions,
  type ObserveOutcome,
} from './observe-calls.js';
export {
  type FanOutOptions,
  type FanOutResult,
  fanOutSegments,
  type SegmentProgress,
  type SegmentTiming,
  SIMULATION_TASKS,
} from './segment-fanout.js';
export {
  isSegmentable,
  runSegmentedSimulation,
  runSimulation,
  runSimulationSegment,
  type SimulationOutcome,
  type WorkerRuntime,
} from './run-simulation.js';
export { type CountryRegions, createRegionResolver, type SegmentTable } from './region-resolver.js';
export { createSimulationTasks, type SimulationTaskPayload } from './simulation-tasks.js';
export {
  createSimulationLauncher,
  type SimulationLauncher,
  type SimulationLauncherOptions,
  startInProcessCall,
} from './simulation-launcher.js';
export {
  type CheckedReportRequest,
  checkReportRequest,
  reportRequestDigest,
  ReportRequestError,
} from './check-report-request.js';
export { CoordinatorRecorder, type RecordContext } from './coordinator-records.js';
export { aggregateOutcomes, assertOutcomesFormReport, storeAggregate } from './finish-report.js';
export {
  COMPARED_SECTIONS,
  compareMacroOutputs,
  type SectionComparison,
} from './report-comparison.js';
export { compareWithReference, type ReferenceComparisonOptions } from './reference-comparison.js';
export {
  type CoordinatedReport,
  coordinateReport,
  type CoordinatorDeps,
  ReportCancelledError,
  simulationFailureCode,
} from './report-coordinator.js';
export { type AwaitedReport, awaitReport, type AwaitReportOptions } from './await-report.js';
export {
  COORDINATOR_MARGIN_SECONDS,
  COORDINATOR_TIMEOUT_SECONDS,
  FINISHING_BUDGET_SECONDS,
  REFERENCE_COMPARISON_BUDGET_SECONDS,
  SEGMENT_TIMEOUT_SECONDS,
  type TimeoutCountry,
  WAIT_WINDOW_SECONDS,
  WORKER_TIMEOUT_SECONDS,
  workerTimeoutSeconds,
} from './timeouts.js';
export { formatReportSummary, largestStateChanges, SUMMARY_STATE_COUNT } from './report-summary.js';
