import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../contract/index.js';
import { writeLeaderboard } from './leaderboard.js';
import { readPredictions } from './predictions.js';
import { readReferenceOutputs, readScenarioSet, SCENARIO_FILES } from './scenario-files.js';
import { scorePredictions } from './scoring.js';
import type { ModelScores } from './scoring.js';

/**
 * `eval report`: scores a predictions file against a scenario set's reference outputs and writes
 * the leaderboard (Markdown, JSON, SVG chart). Reads only the two named files and the manifest.
 */
export function runReport(options: {
  predictionsPath: string;
  scenariosDir: string;
  outputDir: string;
}): { scores: ModelScores[]; paths: { markdown: string; json: string; svg: string } } {
  const set = readScenarioSet(options.scenariosDir);
  const rows = readPredictions(options.predictionsPath);
  const references = readReferenceOutputs(options.scenariosDir);
  const scores = scorePredictions(rows, references);
  const paths = writeLeaderboard(options.outputDir, scores, {
    predictionsSha256: sha256Hex(readFileSync(options.predictionsPath)),
    referenceOutputsSha256: sha256Hex(
      readFileSync(join(options.scenariosDir, SCENARIO_FILES.references)),
    ),
    scenarioManifestDigest: set.manifest.digest,
  });
  return { scores, paths };
}
