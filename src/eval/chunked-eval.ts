import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file.js';
import { isChunkComplete, planRangeChunks } from './chunk-plan.js';
import type { Chunk } from './chunk-plan.js';
import type { ChunkLauncher } from './chunk-launcher.js';
import { mergeChunks } from './merge-predictions.js';
import { mapPool } from './pool.js';
import type { ProvenanceHandoff } from './provenance-handoff.js';
import type { ModelConfig } from './providers/provider.js';
import type { ScenarioSet } from './scenario-files.js';

/** What happened to one chunk. */
export type ChunkOutcome =
  | { readonly kind: 'skipped'; readonly chunk: Chunk }
  | { readonly kind: 'ran'; readonly chunk: Chunk }
  | { readonly kind: 'failed'; readonly chunk: Chunk; readonly error: unknown };

/** Error raised when some chunks failed; finished chunks are kept for the next resume. */
export class ChunksFailedError extends Error {
  readonly code = 'eval_chunks_failed';
  constructor(
    readonly failed: readonly { readonly outputPath: string; readonly message: string }[],
  ) {
    super(
      `${failed.length} chunk(s) failed: ${failed.map((f) => `${f.outputPath}: ${f.message}`).join('; ')}`,
    );
    this.name = 'ChunksFailedError';
  }
}

/** Options of {@link runChunkPlan}. */
export interface RunChunkPlanOptions {
  /** The country of every chunk (scenario sets are single-country). */
  readonly country: string;
  /** Chunks of each model, in model order. */
  readonly plan: ReadonlyMap<string, readonly Chunk[]>;
  readonly scenariosDir: string;
  /** Chunks of one model running at once. */
  readonly parallel: number;
  /** Models running at once. */
  readonly modelParallel: number;
  /** The invocation's one handoff, shared by every model. */
  readonly handoff: ProvenanceHandoff;
  readonly launcher: ChunkLauncher;
  readonly onChunk?: (outcome: ChunkOutcome) => void;
}

/**
 * Runs the pending chunks of every model: complete chunks are skipped; a model with nothing
 * pending never asks the handoff (so a pass with nothing to do writes no provenance).
 */
export async function runChunkPlan(options: RunChunkPlanOptions): Promise<ChunkOutcome[]> {
  const outcomes: ChunkOutcome[] = [];
  const record = (outcome: ChunkOutcome) => {
    outcomes.push(outcome);
    options.onChunk?.(outcome);
  };
  await mapPool([...options.plan.values()], options.modelParallel, async (chunks) => {
    const pending = chunks.filter((chunk) => {
      const complete = isChunkComplete(chunk);
      if (complete) record({ kind: 'skipped', chunk });
      return !complete;
    });
    await mapPool(pending, options.parallel, async (chunk) => {
      const env = await options.handoff.environmentFor([options.country]);
      try {
        await options.launcher(
          {
            model: chunk.model,
            scenariosDir: options.scenariosDir,
            selection: chunk.selection,
            outputPath: chunk.outputPath,
          },
          env,
        );
        record({ kind: 'ran', chunk });
      } catch (error) {
        record({ kind: 'failed', chunk, error });
      }
    });
  });
  return outcomes;
}

/** Throws {@link ChunksFailedError} when any outcome failed. */
export function assertNoFailedChunks(outcomes: readonly ChunkOutcome[]): void {
  const failed = outcomes.filter(
    (o): o is Extract<ChunkOutcome, { kind: 'failed' }> => o.kind === 'failed',
  );
  if (failed.length > 0) {
    throw new ChunksFailedError(
      failed.map((f) => ({
        outputPath: f.chunk.outputPath,
        message: f.error instanceof Error ? f.error.message : String(f.error),
      })),
    );
  }
}

/** Error raised when a run directory is resumed with another chunk size or scenario set. */
export class ChunkPlanMismatchError extends Error {
  readonly code = 'eval_chunk_plan_mismatch';
  constructor(
    readonly field: 'chunkSize' | 'scenarioDigest',
    readonly path: string,
  ) {
    super(`cannot resume ${path}: its ${field} differs from this run's`);
    this.name = 'ChunkPlanMismatchError';
  }
}

/**
 * Records (or checks, on resume) what the chunk files of a run directory were planned from
 * (`chunks/plan.json`): chunks planned with another size or scenario set cannot be mixed.
 */
export function checkOrWriteChunkPlan(
  outputDir: string,
  plan: { chunkSize: number; scenarioDigest: string },
): void {
  const path = join(outputDir, 'chunks', 'plan.json');
  if (!existsSync(path)) {
    writeFileAtomic(
      path,
      `${JSON.stringify({ chunkSize: plan.chunkSize, scenarioDigest: plan.scenarioDigest })}\n`,
    );
    return;
  }
  const existing = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  for (const field of ['chunkSize', 'scenarioDigest'] as const) {
    if (existing[field] !== plan[field]) throw new ChunkPlanMismatchError(field, path);
  }
}

/** Options of {@link runChunkedEval}. */
export interface ChunkedEvalOptions {
  readonly set: ScenarioSet;
  readonly scenariosDir: string;
  readonly outputDir: string;
  readonly models: readonly ModelConfig[];
  readonly chunkSize: number;
  readonly parallel: number;
  readonly modelParallel: number;
  readonly handoff: ProvenanceHandoff;
  readonly launcher: ChunkLauncher;
  readonly onChunk?: (outcome: ChunkOutcome) => void;
}

/**
 * `eval-chunked`: every model over the whole scenario set in chunks run as child processes, then
 * merged into `by_model/<model>.csv` and `predictions.csv`. Resuming skips complete chunks.
 */
export async function runChunkedEval(
  options: ChunkedEvalOptions,
): Promise<{ outcomes: ChunkOutcome[]; rows: number }> {
  checkOrWriteChunkPlan(options.outputDir, {
    chunkSize: options.chunkSize,
    scenarioDigest: options.set.scenarioDigest,
  });
  const plan = new Map(
    options.models.map((m) => [
      m.id,
      planRangeChunks(options.set, m, options.outputDir, options.chunkSize),
    ]),
  );
  const outcomes = await runChunkPlan({ ...options, country: options.set.manifest.country, plan });
  assertNoFailedChunks(outcomes);
  const rows = mergeChunks(
    options.outputDir,
    new Map([...plan].map(([id, chunks]) => [id, chunks.map((c) => c.outputPath)])),
  );
  return { outcomes, rows: rows.length };
}
