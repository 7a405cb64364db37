/**
 * The rules engine: entities and populations, periods, parameters (dated YAML trees, scales,
 * uprating, reforms as data), variables with vectorised formulas, lazy memoised simulation with
 * traces, and PolicyEngine-style household situations. Pure: no I/O, no clock, no randomness;
 * imports nothing else of Fiscus.
 */
export { defineEntity, type EntityDef, type RoleDef } from './entity.js';
export { defineEnum, type EnumDef } from './enum.js';
export { closestNames, didYouMean } from './closest-names.js';
export {
  CycleError,
  EngineError,
  NonFiniteValueError,
  ParameterPeriodError,
  PeriodError,
  ReformValidationError,
  SituationError,
  UnknownVariableError,
  type EngineIssue,
} from './errors.js';
export {
  ETERNITY,
  daysInMonth,
  formatPeriod,
  monthPeriod,
  monthsOf,
  nextDay,
  parseInstant,
  parsePeriod,
  periodContains,
  periodIncludes,
  periodYear,
  yearOf,
  yearPeriod,
  type Period,
  type PeriodUnit,
} from './period.js';
export { createPopulation, Population, type GroupMembership } from './population.js';
export { Scale, ScaleType } from './parameters/scale.js';
export {
  getParameter,
  listLeaves,
  parseParameterTree,
  type Parameter,
  type ParameterLeaf,
  type ParameterMetadata,
  type ParameterNode,
  type ParameterScale,
  type ParameterValue,
  type Reference,
} from './parameters/parameter-tree.js';
export {
  generateParameterTypes,
  isSteadyNode,
  leafValueAt,
  tellWithinYearReads,
  outOfRangeEntry,
  parametersAt,
} from './parameters/parameter-lookup.js';
export {
  applyParameterReform,
  reformWarnings,
  type ParameterReform,
} from './parameters/parameter-reform.js';
export {
  DefinitionPeriod,
  Quantity,
  ValueType,
  defineVariable,
  formulaAt,
  type AggregateOptions,
  type Formula,
  type FormulaContext,
  type VariableDef,
  type VariableSpec,
} from './variable.js';
export {
  createTaxSystem,
  TaxSystem,
  type AppliedReform,
  type StructuralReform,
  type TaxSystemSpec,
} from './tax-system.js';
export {
  MONTH_EQUIVALENCE_MIN_PEOPLE,
  Simulation,
  allocateColumn,
  type InputValue,
  type SimulationOptions,
  type TraceObserver,
  type ValueSource,
} from './simulation.js';
export {
  fillSituation,
  parseSituations,
  simulateSituations,
  type Situation,
  type SituationBatch,
  type SituationLayout,
  type SituationReadOptions,
  type SituationSpan,
} from './situation.js';
export {
  fillMarginalRates,
  marginalRateOutputs,
  simulateMarginalRates,
  type MarginalRateRun,
  type MarginalRateSpec,
  type MarginalRates,
} from './marginal-rates.js';
export {
  MAX_AXES_DIMENSIONS,
  MAX_AXES_POINTS,
  axisCoordinates,
  axisValue,
  type AxesPlan,
  type Axis,
} from './axes.js';
export { createTraceRecorder, type TraceNode, type TracedParameter } from './trace.js';
export {
  caseReforms,
  caseToSituation,
  evaluateArithmetic,
  runYamlCase,
  type YamlCase,
  type YamlCheck,
} from './yaml-case.js';
export type { Column, NumericArray } from './vector.js';
export {
  calculateInChunks,
  precomputeInChunks,
  type ChunkedRun,
  type PopulationInput,
} from './chunked.js';
