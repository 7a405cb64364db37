/**
 * Eval: the LLM benchmark (DESIGN.md §13). Scenarios sampled from a dataset with reference outputs
 * from the country model; plain-language prompts and strictly parsed answers; OpenAI- and
 * Anthropic-compatible providers; `eval`, `eval-chunked` (chunks as child processes) and
 * `retry-failed`; the model bundle provenance handoff (computed once per invocation, handed to
 * children by an environment variable); scoring and the leaderboard. Everything that loads a
 * model or a dataset is in `model-bundle.ts`, imported lazily — use {@link loadModelBundleModule}.
 * May import `contract`, and (lazily, through the model bundle) `engine`, `models` and `data`.
 */
export {
  MAX_EXPLANATION_LENGTH,
  parseAnswer,
  type ParsedOutput,
  REJECTION_REASONS,
  type RejectionReason,
} from './answer-parser.js';
export {
  chunkChildArgs,
  type ChunkLauncher,
  ChunkProcessError,
  type ChunkTask,
  createProcessChunkLauncher,
  createProcessProvenanceWriter,
  ProvenanceWriterError,
} from './chunk-launcher.js';
export {
  type Chunk,
  chunkDirectory,
  chunkPath,
  DEFAULT_CHUNK_SIZE,
  isChunkComplete,
  planIdChunks,
  planRangeChunks,
} from './chunk-plan.js';
export {
  assertNoFailedChunks,
  checkOrWriteChunkPlan,
  type ChunkedEvalOptions,
  type ChunkOutcome,
  ChunkPlanMismatchError,
  ChunksFailedError,
  runChunkedEval,
  runChunkPlan,
  type RunChunkPlanOptions,
} from './chunked-eval.js';
export {
  type ColumnLike,
  createDatasetScenarioSource,
  type DatasetLike,
  type GroupPlurals,
} from './dataset-source.js';
export { generateScenarios, type GenerateScenariosOptions } from './generate-scenarios.js';
export {
  leaderboardMarkdown,
  type LeaderboardSources,
  leaderboardSvg,
  writeLeaderboard,
} from './leaderboard.js';
export {
  byModelPath,
  concatenateUnique,
  mergeChunks,
  predictionsPath,
} from './merge-predictions.js';
export {
  appendPredictions,
  failedResponses,
  PREDICTION_COLUMNS,
  PREDICTION_STATUSES,
  predictionKey,
  type PredictionRow,
  predictionsCsv,
  PredictionsFileError,
  type PredictionStatus,
  readPredictions,
  writePredictions,
} from './predictions.js';
export { type EvalProgram, programsById, UnknownProgramError } from './programs.js';
export { buildPrompt, describeHousehold, INPUT_PHRASES } from './prompt.js';
export {
  countriesKey,
  type ModelBundle,
  ModelBundleSchema,
  PROVENANCE_ENV_VARIABLE,
  PROVENANCE_FILE_NAME,
  PROVENANCE_FILE_VERSION,
  type ProvenanceFile,
  ProvenanceFileSchema,
  sameCountries,
} from './provenance.js';
export {
  createProvenanceFile,
  ProvenanceFileError,
  readProvenanceFile,
  writeProvenanceFile,
} from './provenance-file.js';
export { computeFingerprint, type FingerprintRoots } from './provenance-fingerprint.js';
export {
  childEnvironment,
  type Environment,
  type FirstRequestPlan,
  handedFile,
  HANDOFF_COUNTRIES,
  type HandoffState,
  planFirstRequest,
  ProvenanceHandoff,
  type ProvenanceHandoffOptions,
  type ProvenanceWriter,
  settleFirstRequest,
  type WriteOutcome,
} from './provenance-handoff.js';
export {
  type BundleSource,
  type ResolveBundlesOptions,
  resolveModelBundles,
  sortBundles,
} from './provenance-resolution.js';
export { createProvider } from './providers/create-provider.js';
export {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  type RetryPolicy,
  sleep,
  withRetries,
} from './providers/http-retry.js';
export {
  completionCost,
  type CompletionRequest,
  type CompletionResult,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  type LlmProvider,
  type ModelConfig,
  ModelConfigSchema,
  PROVIDER_KINDS,
  ProviderHttpError,
  type ProviderKind,
  ProviderNetworkError,
  ProviderResponseError,
  ProviderTimeoutError,
} from './providers/provider.js';
export { runReport } from './report.js';
export {
  describeOutputs,
  RESPONSE_CONTRACT_VERSION,
  RESPONSE_INSTRUCTIONS,
  responseInstructions,
  responseContractDigest,
} from './response-contract.js';
export {
  checkOrWriteResumeMetadata,
  RESUME_FIELDS,
  RESUME_METADATA_VERSION,
  type ResumeMetadata,
  resumeMetadataBytes,
  ResumeMetadataMismatchError,
  ResumeMetadataSchema,
  sidecarPath,
} from './resume-metadata.js';
export {
  DEFAULT_RETRY_CHUNK_SIZE,
  latestPredictionsPath,
  replaceResponses,
  type RetryFailedOptions,
  type RetryRoundResult,
  roundsDirectory,
  runRetryFailed,
} from './retry-failed.js';
export {
  askScenario,
  buildResumeMetadata,
  runEval,
  type RunEvalOptions,
  type RunEvalSummary,
  type ScenarioSelection,
  ScenarioSelectionError,
  selectScenarios,
} from './run-eval.js';
export {
  ADULT_AGE,
  filingStatusFromComposition,
  INCOME_INPUTS,
  type Scenario,
  ScenarioSchema,
  type Situation,
  situationGroups,
  situationPeople,
  situationValue,
  summariseSituation,
} from './scenario.js';
export {
  readReferenceOutputs,
  readScenarioSet,
  type ReferenceOutput,
  referenceOutputsCsv,
  SCENARIO_COLUMNS,
  SCENARIO_FILES,
  type ScenarioManifest,
  ScenarioManifestSchema,
  scenariosCsv,
  type ScenarioSet,
  ScenarioSetError,
  writeScenarioSet,
} from './scenario-files.js';
export {
  householdSplit,
  NotEnoughHouseholdsError,
  PRIVATE_SHARE,
  sampleHouseholds,
  type Split,
  SPLITS,
} from './scenario-sampling.js';
export {
  createListScenarioSource,
  type HouseholdCandidate,
  type ScenarioSource,
  UnknownHouseholdError,
} from './scenario-source.js';
export { type NodeLaunchOptions, type NodeRunResult, runNodeEntry } from './spawn-node.js';
export type { ReferenceCalculator } from './model-bundle.js';
import type * as ModelBundleModule from './model-bundle.js';

/** Imports the model bundle module (the only one that loads models and datasets), on demand. */
export function loadModelBundleModule(): Promise<typeof ModelBundleModule> {
  return import('./model-bundle.js');
}
