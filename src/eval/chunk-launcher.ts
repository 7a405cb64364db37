import type { ProvenanceWriter } from './provenance-handoff.js';
import type { ModelConfig } from './providers/provider.js';
import type { ScenarioSelection } from './run-eval.js';
import { runNodeEntry } from './spawn-node.js';
import type { NodeLaunchOptions } from './spawn-node.js';

/** One chunk to run: a model, some scenarios of a set, and where its predictions go. */
export interface ChunkTask {
  readonly model: ModelConfig;
  readonly scenariosDir: string;
  readonly selection: ScenarioSelection;
  readonly outputPath: string;
}

/** Runs one chunk with the given environment; rejects when the chunk failed. */
export type ChunkLauncher = (
  task: ChunkTask,
  env: Readonly<Record<string, string>>,
) => Promise<void>;

/** Error raised when a chunk child exits unsuccessfully. */
export class ChunkProcessError extends Error {
  readonly code = 'eval_chunk_failed';
  constructor(
    readonly outputPath: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`chunk ${outputPath} exited with ${exitCode}: ${stderr.trim().split('\n').at(-1) ?? ''}`);
    this.name = 'ChunkProcessError';
  }
}

/** The argv of a chunk child for a task. */
export function chunkChildArgs(task: ChunkTask): string[] {
  const selection =
    'ids' in task.selection
      ? ['--ids', task.selection.ids.join(',')]
      : ['--start', String(task.selection.start), '--end', String(task.selection.end)];
  return [
    '--scenarios',
    task.scenariosDir,
    '--output',
    task.outputPath,
    '--model',
    JSON.stringify(task.model),
    ...selection,
  ];
}

/** A launcher running each chunk as a child process (`src/eval/chunk-child.ts`). */
export function createProcessChunkLauncher(
  launch: NodeLaunchOptions,
  onStderr?: (task: ChunkTask, text: string) => void,
): ChunkLauncher {
  return async (task, env) => {
    const result = await runNodeEntry(launch, 'chunk-child.ts', chunkChildArgs(task), env);
    if (result.stderr !== '') onStderr?.(task, result.stderr);
    if (result.exitCode !== 0)
      throw new ChunkProcessError(task.outputPath, result.exitCode, result.stderr);
  };
}

/** Error raised when the provenance writer child fails. */
export class ProvenanceWriterError extends Error {
  readonly code = 'eval_provenance_write_failed';
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`provenance writer exited with ${exitCode}: ${stderr.trim().split('\n').at(-1) ?? ''}`);
    this.name = 'ProvenanceWriterError';
  }
}

/**
 * A provenance writer running `src/eval/provenance-writer-child.ts` in a fresh process with the
 * children's environment; the handoff's time limit kills it through the signal.
 */
export function createProcessProvenanceWriter(
  launch: NodeLaunchOptions,
  env: Readonly<Record<string, string>>,
): ProvenanceWriter {
  return async ({ path, countries, signal }) => {
    const result = await runNodeEntry(
      launch,
      'provenance-writer-child.ts',
      ['--countries', countries.join(','), '--out', path],
      env,
      signal,
    );
    if (result.exitCode !== 0) throw new ProvenanceWriterError(result.exitCode, result.stderr);
  };
}
