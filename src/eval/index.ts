/**
 * Eval: the LLM benchmark (DESIGN.md §13). Scenarios sampled from a dataset with reference outputs
 * from the country model; plain-language prompts and strictly parsed answers; OpenAI- and
 * Anthropic-compatible providers; `eval`, `eval-chunked` (chunks as child processes) and
 * `retry-failed`; the model bundle provenance handoff (computed once per invocation, handed to
 * children by an environment variable); scoring and the leaderboard. Everything that loads a
 * model or a dataset is in `model-bundle.ts`, imported lazily — use {@link loadModelBundleModule}.
 * May import `contract`, and (lazily, through the model bundle) `engine`, `models` and `data`.
 */
export * from './answer-parser.js';
export * from './chunk-launcher.js';
export * from './chunk-plan.js';
export * from './chunked-eval.js';
export * from './dataset-source.js';
export * from './generate-scenarios.js';
export * from './leaderboard.js';
export * from './merge-predictions.js';
export * from './predictions.js';
export * from './programs.js';
export * from './prompt.js';
export * from './provenance.js';
export * from './provenance-file.js';
export * from './provenance-fingerprint.js';
export * from './provenance-handoff.js';
export * from './provenance-resolution.js';
export * from './providers/create-provider.js';
export * from './providers/http-retry.js';
export * from './providers/provider.js';
export * from './report.js';
export * from './response-contract.js';
export * from './resume-metadata.js';
export * from './retry-failed.js';
export * from './run-eval.js';
export * from './scenario.js';
export * from './scenario-files.js';
export * from './scenario-sampling.js';
export * from './scenario-source.js';
export * from './spawn-node.js';
export type { ReferenceCalculator } from './model-bundle.js';
import type * as ModelBundleModule from './model-bundle.js';

/** Imports the model bundle module (the only one that loads models and datasets), on demand. */
export function loadModelBundleModule(): Promise<typeof ModelBundleModule> {
  return import('./model-bundle.js');
}
