import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sha256Hex } from '../contract/index.js';
import { writeFileAtomic } from './atomic-file.js';
import { planIdChunks } from './chunk-plan.js';
import type { Chunk } from './chunk-plan.js';
import type { ChunkLauncher } from './chunk-launcher.js';
import { assertNoFailedChunks, runChunkPlan } from './chunked-eval.js';
import type { ChunkOutcome } from './chunked-eval.js';
import { byModelPath, concatenateUnique, predictionsPath } from './merge-predictions.js';
import { failedResponses, readPredictions, writePredictions } from './predictions.js';
import type { PredictionRow } from './predictions.js';
import type { ProvenanceHandoff } from './provenance-handoff.js';
import type { ModelConfig } from './providers/provider.js';
import type { ScenarioSet } from './scenario-files.js';

/** Default chunk size of retry rounds (retries are few and slow). */
export const DEFAULT_RETRY_CHUNK_SIZE = 10;

/** The rounds directory of a run. */
export function roundsDirectory(runDir: string): string {
  return join(runDir, 'retries');
}

function roundNumbers(runDir: string): number[] {
  const dir = roundsDirectory(runDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^round-(\d{3,})$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

/**
 * The predictions a new retry round starts from: the last finished round's `predictions.csv`, or
 * the run's own when no round has finished.
 */
export function latestPredictionsPath(runDir: string): string {
  for (const n of roundNumbers(runDir).reverse()) {
    const path = predictionsPath(
      join(roundsDirectory(runDir), `round-${String(n).padStart(3, '0')}`),
    );
    if (existsSync(path)) return path;
  }
  return predictionsPath(runDir);
}

/**
 * Replaces whole responses: every row of a retried (model, scenario) in `source` is dropped and
 * the new response's rows take the place of its first row. Other rows keep their order.
 */
export function replaceResponses(
  source: readonly PredictionRow[],
  replacements: readonly PredictionRow[],
): PredictionRow[] {
  const byResponse = new Map<string, PredictionRow[]>();
  for (const row of replacements) {
    const key = `${row.model}\0${row.scenarioId}`;
    byResponse.set(key, [...(byResponse.get(key) ?? []), row]);
  }
  const placed = new Set<string>();
  const out: PredictionRow[] = [];
  for (const row of source) {
    const key = `${row.model}\0${row.scenarioId}`;
    const replacement = byResponse.get(key);
    if (replacement === undefined) out.push(row);
    else if (!placed.has(key)) {
      placed.add(key);
      out.push(...replacement);
    }
  }
  for (const [key, rows] of byResponse) if (!placed.has(key)) out.push(...rows);
  return concatenateUnique([{ source: 'retry merge', rows: out }]);
}

/** Options of {@link runRetryFailed}. */
export interface RetryFailedOptions {
  readonly runDir: string;
  readonly set: ScenarioSet;
  readonly scenariosDir: string;
  /** Configurations of the models that may be retried; failed models without one are left as they are. */
  readonly models: readonly ModelConfig[];
  readonly chunkSize: number;
  readonly parallel: number;
  readonly modelParallel: number;
  readonly launcher: ChunkLauncher;
  /** Creates the round's one handoff, at the round directory's root. */
  readonly createHandoff: (roundDir: string) => ProvenanceHandoff;
  readonly onChunk?: (outcome: ChunkOutcome) => void;
}

/** What a retry round did. */
export interface RetryRoundResult {
  /** The round directory, or undefined when nothing had failed. */
  readonly roundDir: string | undefined;
  readonly retried: Readonly<Record<string, readonly string[]>>;
  readonly stillFailed: number;
}

/**
 * `retry-failed`: re-asks only the failed (model, household) responses of a run in a new round
 * directory (`retries/round-NNN`), then writes the round's `by_model/` and `predictions.csv` with
 * those responses replaced whole.
 */
export async function runRetryFailed(options: RetryFailedOptions): Promise<RetryRoundResult> {
  const sourcePath = latestPredictionsPath(options.runDir);
  const source = readPredictions(sourcePath);
  const failed = failedResponses(source);
  const models = options.models.filter((m) => failed.has(m.id));
  if (models.length === 0)
    return {
      roundDir: undefined,
      retried: {},
      stillFailed: [...failed.values()].reduce((n, s) => n + s.size, 0),
    };

  const number = (roundNumbers(options.runDir).at(-1) ?? 0) + 1;
  const roundDir = join(
    roundsDirectory(options.runDir),
    `round-${String(number).padStart(3, '0')}`,
  );
  mkdirSync(roundDir, { recursive: true });
  const order = new Map(options.set.scenarios.map((s, i) => [s.id, i]));
  const retried: Record<string, string[]> = {};
  for (const model of models)
    retried[model.id] = [...failed.get(model.id)!].sort(
      (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
  writeFileAtomic(
    join(roundDir, 'retry.json'),
    `${JSON.stringify({ round: number, source: relative(options.runDir, sourcePath), sourceSha256: sha256Hex(readFileSync(sourcePath)), retried }, null, 2)}\n`,
  );

  const plan = new Map<string, Chunk[]>(
    models.map((m) => [m.id, planIdChunks(retried[m.id]!, m, roundDir, options.chunkSize)]),
  );
  const outcomes = await runChunkPlan({
    country: options.set.manifest.country,
    plan,
    scenariosDir: options.scenariosDir,
    parallel: options.parallel,
    modelParallel: options.modelParallel,
    handoff: options.createHandoff(roundDir),
    launcher: options.launcher,
    ...(options.onChunk ? { onChunk: options.onChunk } : {}),
  });
  assertNoFailedChunks(outcomes);

  const replacements = [...plan.values()]
    .flat()
    .flatMap((chunk) => readPredictions(chunk.outputPath));
  const merged = replaceResponses(source, replacements);
  const modelIds = [...new Set(merged.map((r) => r.model))];
  for (const id of modelIds)
    writePredictions(
      byModelPath(roundDir, id),
      merged.filter((r) => r.model === id),
    );
  writePredictions(predictionsPath(roundDir), merged);
  const stillFailed = [...failedResponses(merged).values()].reduce((n, s) => n + s.size, 0);
  return { roundDir, retried, stillFailed };
}
