/**
 * Fiscus as a library (`import … from 'fiscus'`): the engine's calculation of PolicyEngine
 * situations, the country packs (each country's model, regions and data), and one-call conveniences — {@link calculateSituations} for
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
export {
  COUNTRY_PACKS,
  countryPack,
  DEFAULT_COUNTRY,
  type CountryPack,
} from './countries/index.js';
export type { MacroOutput, Policy, ReportExecutionResult } from './contract/index.js';
