import { join } from 'node:path';
import { readPredictions } from './predictions.js';
import type { ModelConfig } from './providers/provider.js';
import type { ScenarioSelection } from './run-eval.js';
import type { ScenarioSet } from './scenario-files.js';

/** Default number of scenarios per chunk. */
export const DEFAULT_CHUNK_SIZE = 50;

/** One chunk of one model: its scenarios and its predictions file. */
export interface Chunk {
  readonly model: ModelConfig;
  readonly index: number;
  readonly selection: ScenarioSelection;
  readonly scenarioIds: readonly string[];
  readonly outputPath: string;
}

/** The directory holding a model's chunk files under an output directory. */
export function chunkDirectory(outputDir: string, modelId: string): string {
  return join(outputDir, 'chunks', modelId);
}

/** The predictions file of a chunk. */
export function chunkPath(outputDir: string, modelId: string, index: number): string {
  return join(chunkDirectory(outputDir, modelId), `chunk-${String(index).padStart(4, '0')}.csv`);
}

/** Chunks covering a whole scenario set by index ranges of `chunkSize`. */
export function planRangeChunks(
  set: ScenarioSet,
  model: ModelConfig,
  outputDir: string,
  chunkSize: number,
): Chunk[] {
  const chunks: Chunk[] = [];
  for (let start = 0, index = 0; start < set.scenarios.length; start += chunkSize, index += 1) {
    const end = Math.min(set.scenarios.length, start + chunkSize);
    chunks.push({
      model,
      index,
      selection: { start, end },
      scenarioIds: set.scenarios.slice(start, end).map((s) => s.id),
      outputPath: chunkPath(outputDir, model.id, index),
    });
  }
  return chunks;
}

/** Chunks over explicit scenario ids (for retries), `chunkSize` ids each. */
export function planIdChunks(
  ids: readonly string[],
  model: ModelConfig,
  outputDir: string,
  chunkSize: number,
): Chunk[] {
  const chunks: Chunk[] = [];
  for (let start = 0, index = 0; start < ids.length; start += chunkSize, index += 1) {
    const slice = ids.slice(start, start + chunkSize);
    chunks.push({
      model,
      index,
      selection: { ids: slice },
      scenarioIds: slice,
      outputPath: chunkPath(outputDir, model.id, index),
    });
  }
  return chunks;
}

/**
 * Whether a chunk is complete: its predictions file holds a response from its model for every one
 * of its scenarios. Sidecars are not read (a chunk's completeness is its rows).
 */
export function isChunkComplete(chunk: Chunk): boolean {
  let rows;
  try {
    rows = readPredictions(chunk.outputPath);
  } catch {
    return false;
  }
  const answered = new Set(rows.filter((r) => r.model === chunk.model.id).map((r) => r.scenarioId));
  return chunk.scenarioIds.every((id) => answered.has(id));
}
