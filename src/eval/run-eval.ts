import { failureFromError } from '../contract/index.js';
import { parseAnswer } from './answer-parser.js';
import { appendPredictions, readPredictions } from './predictions.js';
import type { PredictionRow } from './predictions.js';
import { benchmarkPrograms } from '../countries/index.js';
import { programsById } from './programs.js';
import { buildPrompt } from './prompt.js';
import type { ModelBundle } from './provenance.js';
import { completionCost } from './providers/provider.js';
import type { LlmProvider } from './providers/provider.js';
import { responseContractDigest } from './response-contract.js';
import { checkOrWriteResumeMetadata, RESUME_METADATA_VERSION } from './resume-metadata.js';
import type { ResumeMetadata } from './resume-metadata.js';
import type { ScenarioSet } from './scenario-files.js';
import type { Scenario } from './scenario.js';

/** Which scenarios of a set to ask about: a half-open index range, or explicit ids. */
export type ScenarioSelection =
  { readonly start: number; readonly end: number } | { readonly ids: readonly string[] };

/** Error raised when a selection names scenarios the set does not have. */
export class ScenarioSelectionError extends Error {
  readonly code = 'eval_scenario_selection_invalid';
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioSelectionError';
  }
}

/** The scenarios a selection picks, in set order for ranges and in the order given for ids. */
export function selectScenarios(set: ScenarioSet, selection: ScenarioSelection): Scenario[] {
  if ('ids' in selection) {
    const byId = new Map(set.scenarios.map((s) => [s.id, s]));
    return selection.ids.map((id) => {
      const scenario = byId.get(id);
      if (scenario === undefined) throw new ScenarioSelectionError(`no scenario ${id} in the set`);
      return scenario;
    });
  }
  const { start, end } = selection;
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    end < start ||
    end > set.scenarios.length
  ) {
    throw new ScenarioSelectionError(
      `range ${start}..${end} is outside 0..${set.scenarios.length}`,
    );
  }
  return set.scenarios.slice(start, end);
}

/** The sidecar metadata of a run of one model over a scenario set. */
export function buildResumeMetadata(
  set: ScenarioSet,
  provider: LlmProvider,
  bundles: readonly ModelBundle[],
): ResumeMetadata {
  return {
    metadataVersion: RESUME_METADATA_VERSION,
    scenarioDigest: set.scenarioDigest,
    programs: [...set.manifest.programs],
    models: [{ id: provider.config.id, kind: provider.config.kind, model: provider.config.model }],
    responseContractDigest: responseContractDigest(),
    modelBundleProvenance: [...bundles],
  };
}

/** Options of {@link runEval}. */
export interface RunEvalOptions {
  readonly set: ScenarioSet;
  readonly selection: ScenarioSelection;
  readonly provider: LlmProvider;
  /** Predictions CSV; its sidecar is `<outputPath>.meta.json`. */
  readonly outputPath: string;
  /** This run's model bundles (handed over or computed); asked once, before the first request. */
  readonly modelBundles: () => Promise<readonly ModelBundle[]>;
  /** Requests in flight at once (default 1). */
  readonly concurrency?: number;
  readonly signal?: AbortSignal;
}

/** Counts of what a run did. */
export interface RunEvalSummary {
  readonly asked: number;
  readonly skipped: number;
  readonly ok: number;
  readonly rejected: number;
  readonly errors: number;
  readonly costUsd: number;
}

/** The rows of one response: parsed values, rejections, or the call's failure on every program. */
export async function askScenario(
  provider: LlmProvider,
  scenario: Scenario,
  programIds: readonly string[],
  signal?: AbortSignal,
): Promise<PredictionRow[]> {
  const base = { model: provider.config.id, scenarioId: scenario.id };
  try {
    const result = await provider.complete({
      prompt: buildPrompt(scenario, programsById(benchmarkPrograms(scenario.country), programIds)),
      ...(signal ? { signal } : {}),
    });
    const tokens = {
      inputTokens: result.inputTokens,
      outputTokens: result.outputTokens,
      costUsd: completionCost(provider.config, result),
    };
    return parseAnswer(result.text, programIds).map((output) =>
      output.kind === 'value'
        ? {
            ...base,
            program: output.program,
            prediction: output.value,
            status: 'ok',
            errorCode: '',
            explanation: output.explanation,
            ...tokens,
          }
        : {
            ...base,
            program: output.program,
            prediction: null,
            status: 'rejected',
            errorCode: output.reason,
            explanation: '',
            ...tokens,
          },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    const failure = failureFromError(error, {
      correlationId: `${provider.config.id}/${scenario.id}`,
      fallbackCode: 'eval_provider_failed',
    });
    return programIds.map((program) => ({
      ...base,
      program,
      prediction: null,
      status: 'error' as const,
      errorCode: failure.code,
      explanation: failure.summary,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
    }));
  }
}

/**
 * Asks one model about a range of scenarios, appending each response's rows to the predictions
 * CSV as it arrives. The sidecar is checked (or written) before the first request; households
 * already answered in the file are skipped, so an interrupted run resumes where it stopped.
 */
export async function runEval(options: RunEvalOptions): Promise<RunEvalSummary> {
  const scenarios = selectScenarios(options.set, options.selection);
  const metadata = buildResumeMetadata(options.set, options.provider, await options.modelBundles());
  checkOrWriteResumeMetadata(options.outputPath, metadata);
  const done = new Set(
    readPredictions(options.outputPath)
      .filter((r) => r.model === options.provider.config.id)
      .map((r) => r.scenarioId),
  );
  const pending = scenarios.filter((s) => !done.has(s.id));
  const programs = options.set.manifest.programs;
  const counts = { ok: 0, rejected: 0, errors: 0, costUsd: 0 };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < pending.length) {
      const scenario = pending[next++]!;
      const rows = await askScenario(options.provider, scenario, programs, options.signal);
      appendPredictions(options.outputPath, rows);
      for (const row of rows) {
        if (row.status === 'ok') counts.ok += 1;
        else if (row.status === 'rejected') counts.rejected += 1;
        else counts.errors += 1;
      }
      counts.costUsd += rows[0]?.costUsd ?? 0;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return { asked: pending.length, skipped: scenarios.length - pending.length, ...counts };
}
