/**
 * Fiscus as a library (`import … from 'fiscus'`): the engine's calculation of PolicyEngine
 * situations, the US model, and one-call conveniences — {@link calculateSituations} for
 * households and {@link runReport} for a national or state reform report. Compiled to `dist/`
 * with type declarations; see examples/library.ts for a worked example.
 */
export {
  calculateSituations,
  runReport,
  type CalculateOptions,
  type RunReportOptions,
} from './lib/index.js';
export {
  createTraceRecorder,
  EngineError,
  fillSituation,
  Simulation,
  simulateSituations,
  SituationError,
  TaxSystem,
  type ParameterReform,
  type Situation,
  type SituationBatch,
  type TraceNode,
} from './engine/index.js';
export { createUsSystem, loadUsModel, US_MODEL_VERSION } from './models/us/index.js';
export type { MacroOutput, Policy, ReportExecutionResult } from './contract/index.js';
