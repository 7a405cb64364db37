import { join } from 'node:path';
import {
  predictionKey,
  PredictionsFileError,
  readPredictions,
  writePredictions,
} from './predictions.js';
import type { PredictionRow } from './predictions.js';

/** The merged predictions file of one model. */
export function byModelPath(outputDir: string, modelId: string): string {
  return join(outputDir, 'by_model', `${modelId}.csv`);
}

/** The merged predictions file of all models. */
export function predictionsPath(outputDir: string): string {
  return join(outputDir, 'predictions.csv');
}

/** Concatenates row lists, rejecting any (model, scenario, program) seen twice. */
export function concatenateUnique(
  parts: readonly { source: string; rows: readonly PredictionRow[] }[],
): PredictionRow[] {
  const seen = new Map<string, string>();
  const out: PredictionRow[] = [];
  for (const part of parts) {
    for (const row of part.rows) {
      const key = predictionKey(row);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        throw new PredictionsFileError(
          'eval_duplicate_prediction',
          `${row.model}/${row.scenarioId}/${row.program} is in both ${earlier} and ${part.source}`,
          part.source,
        );
      }
      seen.set(key, part.source);
      out.push(row);
    }
  }
  return out;
}

/**
 * Merges chunk files into `by_model/<model>.csv` for each model, then all models (in the order
 * given) into `predictions.csv`. Only the named chunk files are read; duplicate rows are rejected.
 */
export function mergeChunks(
  outputDir: string,
  chunkFilesByModel: ReadonlyMap<string, readonly string[]>,
): PredictionRow[] {
  const perModel: { source: string; rows: PredictionRow[] }[] = [];
  for (const [modelId, files] of chunkFilesByModel) {
    const rows = concatenateUnique(
      files.map((file) => ({ source: file, rows: readPredictions(file) })),
    );
    writePredictions(byModelPath(outputDir, modelId), rows);
    perModel.push({ source: byModelPath(outputDir, modelId), rows });
  }
  const all = concatenateUnique(perModel);
  writePredictions(predictionsPath(outputDir), all);
  return all;
}
