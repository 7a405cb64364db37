/**
 * Contract: zod schemas of everything that crosses a boundary (report requests, simulation
 * inputs, output plans, artifact descriptors, MacroOutput, execution results, failures), the
 * validation helpers that report every problem at once, and the canonical JSON and SHA-256 used
 * to name documents. Imports nothing of ours; vendors: zod, canonicalize, node:crypto.
 */
export { canonicalJson, CanonicalJsonError, canonicalSha256, sha256Hex } from './digest.js';
export {
  errorCode,
  type Failure,
  FailureError,
  failureFromError,
  type FailureIssue,
  FailureIssueSchema,
  failureIssuesOf,
  type FailureOptions,
  FailureSchema,
  MAX_FAILURE_CODE_LENGTH,
  MAX_FAILURE_ISSUE_TEXT,
  MAX_FAILURE_ISSUES,
  MAX_FAILURE_SUMMARY_LENGTH,
  redactFailure,
  redactSecrets,
  summariseFailure,
} from './failure.js';
export {
  findReformOverlaps,
  INVALID_POLICY_PERIOD,
  isPolicyPeriod,
  parsePolicyPeriod,
  type PolicyPeriodRange,
  type ReformOverlap,
} from './policy-period.js';
export {
  PARAMETER_PATH_PATTERN,
  ParameterValueSchema,
  PeriodValuesSchema,
  type Policy,
  type PolicyChanges,
  PolicyChangesSchema,
  PolicySchema,
} from './policy.js';
export {
  REGION_GROUP_ID_PATTERN,
  REGION_KINDS,
  regionGroupId,
  regionGroupIndex,
  type RegionKind,
} from './region.js';
export {
  type Aggregate,
  AGGREGATES,
  COUNTRIES,
  type Country,
  CountryIdSchema,
  DELIVERY_MODES,
  type DeliveryMode,
  DeliverySchema,
  IdSchema,
  RegionSchema,
  type ReportRequest,
  type ReportRequestInput,
  ReportRequestSchema,
  YEAR_RANGE,
} from './report-request.js';
export { validateReportRequest } from './report-request-validation.js';
export {
  formatIssuePath,
  toValidationIssues,
  validateWith,
  type ValidationIssue,
  type ValidationResult,
} from './validation.js';
export {
  createOutputPlan,
  missingPlanColumns,
  type OutputPlan,
  type OutputPlanEntities,
  OutputPlanSchema,
  outputPlanSha256,
  Sha256Schema,
  SnakeIdSchema,
} from './output-plan.js';
export {
  ARTIFACT_MEDIA_TYPES,
  type ArtifactDescriptor,
  ArtifactDescriptorSchema,
  type ModelBundle,
  ModelBundleSchema,
  type RowIdentity,
  RowIdentitySchema,
  rowIdsSha256,
} from './artifact-descriptor.js';
export {
  SIMULATION_ROLES,
  BASELINE_CACHE_OUTCOMES,
  type BaselineCacheOutcome,
  type SimulationInput,
  SimulationInputSchema,
  type SimulationRole,
} from './simulation-input.js';
export {
  AGE_GROUPS,
  type BaselineReform,
  BaselineReformSchema,
  BudgetSchema,
  DECILE_KEYS,
  type DecileKey,
  INTRA_DECILE_BUCKETS,
  type IntraDecileBucket,
  type MacroOutput,
  MacroOutputSchema,
  type RegionImpact,
  RegionImpactSchema,
  type ReportProvenance,
  ReportProvenanceSchema,
} from './macro-output.js';
export {
  DEFAULT_REPORT_LEASE_MS,
  ReportExecutionError,
  type ReportExecutionResult,
  ReportExecutionResultSchema,
} from './report-execution.js';
