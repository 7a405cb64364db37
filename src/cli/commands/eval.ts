/**
 * `fiscus eval …`: the LLM benchmark. `scenarios` samples households and computes reference
 * outputs; `run` asks one model about a range; `chunked` runs many models in chunk child processes
 * with the provenance handoff; `retry-failed` re-asks failed responses in a new round; `report`
 * writes the leaderboard. Configuration (the models file, API keys, the environment children
 * inherit) is read here and passed down. The model is loaded only by the commands that need it.
 */
import { benchmarkPrograms } from '../../countries/index.js';
import { countryOption } from './country.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  childEnvironment,
  createProcessChunkLauncher,
  createProcessProvenanceWriter,
  createProvider,
  DEFAULT_CHUNK_SIZE,
  DEFAULT_RETRY_CHUNK_SIZE,
  DEFAULT_RETRY_POLICY,
  generateScenarios,
  loadModelBundleModule,
  ModelConfigSchema,
  ProvenanceHandoff,
  readScenarioSet,
  runChunkedEval,
  runEval,
  runReport,
  runRetryFailed,
} from '../../eval/index.js';
import type { ChunkOutcome, ModelConfig } from '../../eval/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const launch = { projectRoot };
// A chunk's stderr (e.g. `provenance file not reused: …`) goes to this invocation's terminal.
const chunkLauncher = () =>
  createProcessChunkLauncher(launch, (task, text) =>
    process.stderr.write(`[${task.model.id} ${task.outputPath}] ${text}`),
  );

/** Default time limit of the provenance writer, in seconds. */
export const DEFAULT_WRITER_TIMEOUT_SECONDS = 600;

/** Error raised when the models file is missing, malformed, or lacks a requested model. */
export class ModelsFileError extends Error {
  readonly code = 'eval_models_file_invalid';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'ModelsFileError';
  }
}

const ModelsFileSchema = z.object({ models: z.array(ModelConfigSchema).min(1) }).strict();

/** Reads a models file (YAML or JSON: `models: [{id, kind, baseUrl, model, apiKeyEnv, prices…}]`). */
export function readModelsFile(path: string, only?: readonly string[]): ModelConfig[] {
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ModelsFileError(`cannot read models file ${path}: ${String(error)}`, path);
  }
  const parsed = ModelsFileSchema.safeParse(raw);
  if (!parsed.success)
    throw new ModelsFileError(`models file ${path} is malformed: ${parsed.error.message}`, path);
  const ids = new Set<string>();
  for (const m of parsed.data.models) {
    if (ids.has(m.id)) throw new ModelsFileError(`models file ${path} names ${m.id} twice`, path);
    ids.add(m.id);
  }
  if (only === undefined || only.length === 0) return parsed.data.models;
  return only.map((id) => {
    const found = parsed.data.models.find((m) => m.id === id);
    if (found === undefined)
      throw new ModelsFileError(`models file ${path} has no model ${id}`, path);
    return found;
  });
}

const int = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`expected a non-negative integer, got ${value}`);
  return n;
};

function printChunk(outcome: ChunkOutcome): void {
  const what =
    outcome.kind === 'failed'
      ? `failed: ${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)}`
      : outcome.kind;
  process.stderr.write(`${outcome.chunk.model.id} chunk ${outcome.chunk.index}: ${what}\n`);
}

function handoffFor(outputDir: string, timeoutSeconds: number): ProvenanceHandoff {
  const env = childEnvironment(process.env, undefined);
  return new ProvenanceHandoff({
    outputDir,
    baseEnv: process.env,
    writer: createProcessProvenanceWriter(launch, env),
    writerTimeoutMs: timeoutSeconds * 1000,
    onSkip: (reason) => process.stderr.write(`provenance not handed to chunks: ${reason}\n`),
  });
}

/** Registers `fiscus eval` and its subcommands. */
export function registerEvalCommands(program: Command): void {
  const evalCommand = program.command('eval').description(COMMAND_SUMMARIES.eval);

  evalCommand
    .command('scenarios')
    .description('sample households from the default dataset and compute their reference outputs')
    .requiredOption('--out <dir>', 'output directory')
    .option('--count <n>', 'number of scenarios', int, 100)
    .option('--seed <n>', 'sampling seed', int, 42)
    .option('--private-split', 'sample from the held-back private split')
    .option('--households <n>', 'size of the generated dataset', int, 60_000)
    .option('--dataset-seed <n>', 'seed of the generated dataset', int, 1)
    .option('--year <n>', 'year of the dataset and the reference outputs', int, 2025)
    .addOption(countryOption())
    .action(
      async (o: {
        country: string;
        out: string;
        count: number;
        seed: number;
        privateSplit?: boolean;
        households: number;
        datasetSeed: number;
        year: number;
      }) => {
        const bundle = await loadModelBundleModule();
        const source = await bundle.createDefaultScenarioSource({
          country: o.country,
          households: o.households,
          seed: o.datasetSeed,
          year: o.year,
        });
        const calculator = await bundle.createReferenceCalculator(
          source.country,
          benchmarkPrograms(o.country).map((p) => p.id),
        );
        const bundles = await bundle.computeModelBundles([source.country], { projectRoot });
        const manifest = generateScenarios({
          source,
          count: o.count,
          seed: o.seed,
          split: o.privateSplit ? 'private' : 'public',
          outputDir: resolve(o.out),
          calculator,
          bundles,
        });
        process.stdout.write(
          `${manifest.count} scenarios, programs ${manifest.programs.join(', ')}\nSCENARIO_DIGEST=${manifest.digest}\n`,
        );
      },
    );

  evalCommand
    .command('run')
    .description('ask one model about a range of scenarios (resumable)')
    .requiredOption('--scenarios <dir>', 'scenario directory')
    .requiredOption('--models <file>', 'models file')
    .requiredOption('--model <id>', 'model id in the models file')
    .requiredOption('--output <csv>', 'predictions file (sidecar: <csv>.meta.json)')
    .option('--start <n>', 'first scenario index', int, 0)
    .option('--end <n>', 'end scenario index (exclusive; default all)', int)
    .option('--concurrency <n>', 'requests in flight', int, 1)
    .action(
      async (o: {
        scenarios: string;
        models: string;
        model: string;
        output: string;
        start: number;
        end?: number;
        concurrency: number;
      }) => {
        const [config] = readModelsFile(o.models, [o.model]) as [ModelConfig];
        const set = readScenarioSet(resolve(o.scenarios));
        const apiKey = config.apiKeyEnv === undefined ? '' : (process.env[config.apiKeyEnv] ?? '');
        const summary = await runEval({
          set,
          selection: { start: o.start, end: o.end ?? set.scenarios.length },
          provider: createProvider(config, apiKey, DEFAULT_RETRY_POLICY),
          outputPath: resolve(o.output),
          concurrency: o.concurrency,
          modelBundles: async () =>
            (await loadModelBundleModule()).computeModelBundles([set.manifest.country], {
              projectRoot,
            }),
        });
        process.stdout.write(`${JSON.stringify(summary)}\n`);
      },
    );

  evalCommand
    .command('chunked')
    .description('run models over all scenarios in chunk child processes, then merge')
    .requiredOption('--scenarios <dir>', 'scenario directory')
    .requiredOption('--models <file>', 'models file')
    .requiredOption('--output-dir <dir>', 'run directory')
    .option('--model <id...>', 'models to run (default: all in the file)')
    .option('--chunk-size <n>', 'scenarios per chunk', int, DEFAULT_CHUNK_SIZE)
    .option('--parallel <n>', 'chunks at once per model', int, 1)
    .option('--model-parallel <n>', 'models at once', int, 1)
    .option(
      '--writer-timeout <s>',
      'provenance writer time limit, seconds',
      int,
      DEFAULT_WRITER_TIMEOUT_SECONDS,
    )
    .action(
      async (o: {
        scenarios: string;
        models: string;
        outputDir: string;
        model?: string[];
        chunkSize: number;
        parallel: number;
        modelParallel: number;
        writerTimeout: number;
      }) => {
        const outputDir = resolve(o.outputDir);
        const scenariosDir = resolve(o.scenarios);
        const result = await runChunkedEval({
          set: readScenarioSet(scenariosDir),
          scenariosDir,
          outputDir,
          models: readModelsFile(o.models, o.model),
          chunkSize: Math.max(1, o.chunkSize),
          parallel: Math.max(1, o.parallel),
          modelParallel: Math.max(1, o.modelParallel),
          handoff: handoffFor(outputDir, o.writerTimeout),
          launcher: chunkLauncher(),
          onChunk: printChunk,
        });
        process.stdout.write(`${result.rows} prediction rows in ${outputDir}/predictions.csv\n`);
      },
    );

  evalCommand
    .command('retry-failed')
    .description('re-ask failed (model, household) responses of a run in a new round directory')
    .requiredOption('--run <dir>', 'run directory of eval chunked')
    .requiredOption('--scenarios <dir>', 'scenario directory')
    .requiredOption('--models <file>', 'models file')
    .option('--chunk-size <n>', 'responses per chunk', int, DEFAULT_RETRY_CHUNK_SIZE)
    .option('--parallel <n>', 'chunks at once per model', int, 1)
    .option('--model-parallel <n>', 'models at once', int, 1)
    .option(
      '--writer-timeout <s>',
      'provenance writer time limit, seconds',
      int,
      DEFAULT_WRITER_TIMEOUT_SECONDS,
    )
    .action(
      async (o: {
        run: string;
        scenarios: string;
        models: string;
        chunkSize: number;
        parallel: number;
        modelParallel: number;
        writerTimeout: number;
      }) => {
        const scenariosDir = resolve(o.scenarios);
        const result = await runRetryFailed({
          runDir: resolve(o.run),
          set: readScenarioSet(scenariosDir),
          scenariosDir,
          models: readModelsFile(o.models),
          chunkSize: Math.max(1, o.chunkSize),
          parallel: Math.max(1, o.parallel),
          modelParallel: Math.max(1, o.modelParallel),
          launcher: chunkLauncher(),
          createHandoff: (roundDir) => handoffFor(roundDir, o.writerTimeout),
          onChunk: printChunk,
        });
        if (result.roundDir === undefined) process.stdout.write('nothing to retry\n');
        else
          process.stdout.write(
            `round ${result.roundDir}: ${result.stillFailed} response(s) still failed\n`,
          );
      },
    );

  evalCommand
    .command('report')
    .description('score predictions and write the leaderboard (Markdown, JSON, SVG)')
    .requiredOption('--predictions <csv>', 'predictions file')
    .requiredOption('--scenarios <dir>', 'scenario directory')
    .requiredOption('--out <dir>', 'leaderboard directory')
    .action((o: { predictions: string; scenarios: string; out: string }) => {
      const { scores, paths } = runReport({
        predictionsPath: resolve(o.predictions),
        scenariosDir: resolve(o.scenarios),
        outputDir: resolve(o.out),
      });
      for (const s of scores)
        process.stdout.write(
          `${s.model}\tscore ${s.overall.meanScore.toFixed(3)}\texact ${(s.overall.exact * 100).toFixed(1)}%\n`,
        );
      process.stdout.write(`${paths.markdown}\n`);
    });
}
