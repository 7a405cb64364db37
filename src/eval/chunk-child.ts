/**
 * Entry of a chunk child process: asks one model about one chunk of scenarios and writes the
 * chunk's predictions and sidecar. Started by `eval-chunked` and `retry-failed` as
 * `node --import tsx src/eval/chunk-child.ts --scenarios DIR --output CSV --model JSON
 * (--start N --end M | --ids a,b,…)`. It reads its environment here and nowhere else: the handed
 * provenance file ({@link PROVENANCE_ENV_VARIABLE}) and the model's API key. The model bundle
 * module is imported only when the handed file cannot be used.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { failureFromError } from '../contract/index.js';
import { computeFingerprint } from './provenance-fingerprint.js';
import { resolveModelBundles } from './provenance-resolution.js';
import { PROVENANCE_ENV_VARIABLE } from './provenance.js';
import { createProvider } from './providers/create-provider.js';
import { DEFAULT_RETRY_POLICY } from './providers/http-retry.js';
import { ModelConfigSchema } from './providers/provider.js';
import { runEval } from './run-eval.js';
import type { ScenarioSelection } from './run-eval.js';
import { readScenarioSet } from './scenario-files.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scenarios: { type: 'string' },
      output: { type: 'string' },
      model: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      ids: { type: 'string' },
      concurrency: { type: 'string', default: '1' },
      // where the sources to fingerprint are; defaults to this file's checkout (a bundled child passes it)
      'project-root': { type: 'string' },
    },
    strict: true,
  });
  if (values.scenarios === undefined || values.output === undefined || values.model === undefined) {
    throw new Error('chunk child needs --scenarios, --output and --model');
  }
  const config = ModelConfigSchema.parse(JSON.parse(values.model));
  const selection: ScenarioSelection =
    values.ids !== undefined
      ? { ids: values.ids.split(',').filter((id) => id !== '') }
      : { start: Number(values.start), end: Number(values.end) };
  const set = readScenarioSet(values.scenarios);
  const country = set.manifest.country;
  const roots = {
    projectRoot: values['project-root'] ?? fileURLToPath(new URL('../../', import.meta.url)),
  };
  const apiKey = config.apiKeyEnv === undefined ? '' : (process.env[config.apiKeyEnv] ?? '');
  const summary = await runEval({
    set,
    selection,
    provider: createProvider(config, apiKey, DEFAULT_RETRY_POLICY),
    outputPath: values.output,
    concurrency: Number(values.concurrency),
    modelBundles: async () =>
      (
        await resolveModelBundles({
          countries: [country],
          handedPath: process.env[PROVENANCE_ENV_VARIABLE],
          fingerprint: (countries) => computeFingerprint(countries, roots),
          compute: async (countries) =>
            (await import('./model-bundle.js')).computeModelBundles(countries, roots),
          onNotReused: (reason) => process.stderr.write(`provenance file not reused: ${reason}\n`),
        })
      ).bundles,
  });
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

// Exit as soon as the chunk is written: idle keep-alive connections to the provider would
// otherwise hold the process open for seconds. Writes to pipes and files are synchronous here.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    const failure = failureFromError(error, {
      correlationId: `chunk-${process.pid}`,
      fallbackCode: 'eval_chunk_failed',
    });
    process.stderr.write(`${JSON.stringify(failure)}\n`);
    process.exit(1);
  },
);
