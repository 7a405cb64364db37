import type { ChunkLauncher, ChunkTask } from '../../src/eval/chunk-launcher.js';
import { resolveModelBundles } from '../../src/eval/provenance-resolution.js';
import { PROVENANCE_ENV_VARIABLE } from '../../src/eval/provenance.js';
import type { LlmProvider, ModelConfig } from '../../src/eval/providers/provider.js';
import { runEval } from '../../src/eval/run-eval.js';
import { readScenarioSet } from '../../src/eval/scenario-files.js';
import { fixtureBundle } from './fixture-set.js';

/** What an in-process launch saw. */
export interface Launch {
  readonly task: ChunkTask;
  readonly env: Readonly<Record<string, string>>;
  readonly bundleSource: 'handed' | 'computed';
}

/**
 * A launcher that runs chunks in this process (for fast orchestration tests): the same runEval a
 * child runs, bundles resolved from the handed environment exactly as a child does, with a
 * stand-in computation (counted) instead of loading the model.
 */
export function createInProcessLauncher(
  answer: (model: ModelConfig, prompt: string) => string | Error,
  options: { failOn?: (task: ChunkTask) => boolean } = {},
): { launcher: ChunkLauncher; launches: Launch[]; computed: number[] } {
  const launches: Launch[] = [];
  const computed: number[] = [];
  const launcher: ChunkLauncher = async (task, env) => {
    if (options.failOn?.(task)) throw new Error(`scripted failure of ${task.outputPath}`);
    const provider: LlmProvider = {
      config: task.model,
      complete: async ({ prompt }) => {
        const text = answer(task.model, prompt);
        if (text instanceof Error) throw text;
        return { text, inputTokens: 10, outputTokens: 5 };
      },
    };
    let source: 'handed' | 'computed' = 'computed';
    await runEval({
      set: readScenarioSet(task.scenariosDir),
      selection: task.selection,
      provider,
      outputPath: task.outputPath,
      modelBundles: async () => {
        const resolved = await resolveModelBundles({
          countries: ['us'],
          handedPath: env[PROVENANCE_ENV_VARIABLE],
          fingerprint: () => fixtureBundle().fingerprint,
          compute: async () => {
            computed.push(1);
            return [fixtureBundle()];
          },
        });
        source = resolved.source;
        return resolved.bundles;
      },
    });
    launches.push({ task, env, bundleSource: source });
  };
  return { launcher, launches, computed };
}
