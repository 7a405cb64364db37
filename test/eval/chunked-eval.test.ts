import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isChunkComplete, planRangeChunks } from '../../src/eval/chunk-plan.js';
import { runChunkedEval } from '../../src/eval/chunked-eval.js';
import { mergeChunks } from '../../src/eval/merge-predictions.js';
import { failedResponses, readPredictions, writePredictions } from '../../src/eval/predictions.js';
import { createProvenanceFile, writeProvenanceFile } from '../../src/eval/provenance-file.js';
import { ProvenanceHandoff } from '../../src/eval/provenance-handoff.js';
import type { ProvenanceWriter } from '../../src/eval/provenance-handoff.js';
import { PROVENANCE_ENV_VARIABLE } from '../../src/eval/provenance.js';
import { ModelConfigSchema } from '../../src/eval/providers/provider.js';
import type { ModelConfig } from '../../src/eval/providers/provider.js';
import { runReport } from '../../src/eval/report.js';
import { replaceResponses, runRetryFailed } from '../../src/eval/retry-failed.js';
import { readScenarioSet } from '../../src/eval/scenario-files.js';
import { wellFormedAnswer } from './fake-provider-server.js';
import { answersByPrompt, fixtureBundle, writeFixtureSet } from './fixture-set.js';
import { createInProcessLauncher } from './in-process-launcher.js';

const root = mkdtempSync(join(tmpdir(), 'fiscus-chunked-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const scenariosDir = join(root, 'scenarios');
const { scenarios, references } = writeFixtureSet(scenariosDir, 7);
const answers = answersByPrompt(scenarios, references);
const set = readScenarioSet(scenariosDir);

const modelA = ModelConfigSchema.parse({
  id: 'a',
  kind: 'openai',
  baseUrl: 'http://127.0.0.1:9/v1',
  model: 'a',
});
const modelB = ModelConfigSchema.parse({
  id: 'b',
  kind: 'anthropic',
  baseUrl: 'http://127.0.0.1:9/v1',
  model: 'b',
});
const correct = (_: ModelConfig, prompt: string) =>
  wellFormedAnswer(prompt, (p) => answers.get(prompt)!.get(p)!);

function handoff(outputDir: string, writes: string[], fail = false) {
  const writer: ProvenanceWriter = async ({ path, countries }) => {
    writes.push(path);
    if (fail) throw new Error('writer failed');
    writeProvenanceFile(
      path,
      createProvenanceFile(countries, fixtureBundle().fingerprint, [fixtureBundle()]),
    );
  };
  return new ProvenanceHandoff({
    outputDir,
    baseEnv: { KEEP: '1', [PROVENANCE_ENV_VARIABLE]: '/stale' },
    writer,
    writerTimeoutMs: 5000,
  });
}

describe('eval-chunked orchestration', () => {
  it.each([1, 3])(
    'at --parallel %i writes once for two models and hands every chunk the file',
    async (parallel) => {
      const outputDir = join(root, `parallel-${parallel}`);
      const writes: string[] = [];
      const { launcher, launches, computed } = createInProcessLauncher(correct);
      const result = await runChunkedEval({
        set,
        scenariosDir,
        outputDir,
        models: [modelA, modelB],
        chunkSize: 3,
        parallel,
        modelParallel: 2,
        handoff: handoff(outputDir, writes),
        launcher,
      });
      expect(writes).toEqual([join(outputDir, 'provenance.json')]);
      expect(launches).toHaveLength(6); // 7 scenarios in chunks of 3, two models
      for (const launch of launches) {
        expect(launch.env).toEqual({
          KEEP: '1',
          [PROVENANCE_ENV_VARIABLE]: join(outputDir, 'provenance.json'),
        });
        expect(launch.bundleSource).toBe('handed');
      }
      expect(computed).toEqual([]);
      expect(result.rows).toBe(2 * 7 * 3);
      expect(readPredictions(join(outputDir, 'by_model', 'a.csv'))).toHaveLength(21);
    },
  );

  it('writes nothing when no chunk is pending, and resumes only incomplete chunks', async () => {
    const outputDir = join(root, 'resume');
    const first = createInProcessLauncher(correct);
    await runChunkedEval({
      set,
      scenariosDir,
      outputDir,
      models: [modelA],
      chunkSize: 3,
      parallel: 1,
      modelParallel: 1,
      handoff: handoff(outputDir, []),
      launcher: first.launcher,
    });
    const writes: string[] = [];
    const again = createInProcessLauncher(correct);
    const pass = await runChunkedEval({
      set,
      scenariosDir,
      outputDir,
      models: [modelA],
      chunkSize: 3,
      parallel: 1,
      modelParallel: 1,
      handoff: handoff(outputDir, writes),
      launcher: again.launcher,
    });
    expect(writes).toEqual([]);
    expect(again.launches).toEqual([]);
    expect(pass.outcomes.map((o) => o.kind)).toEqual(['skipped', 'skipped', 'skipped']);
    // a chunk that lost its last response is incomplete; only it runs again, only its missing household is asked
    const chunk = planRangeChunks(set, modelA, outputDir, 3)[1]!;
    writePredictions(chunk.outputPath, readPredictions(chunk.outputPath).slice(0, 6));
    expect(isChunkComplete(chunk)).toBe(false);
    const asked: string[] = [];
    const third = createInProcessLauncher(
      (model, prompt) => (asked.push(prompt), correct(model, prompt)),
    );
    await runChunkedEval({
      set,
      scenariosDir,
      outputDir,
      models: [modelA],
      chunkSize: 3,
      parallel: 1,
      modelParallel: 1,
      handoff: handoff(outputDir, writes),
      launcher: third.launcher,
    });
    expect(third.launches.map((l) => l.task.outputPath)).toEqual([chunk.outputPath]);
    expect(asked).toHaveLength(1);
    expect(writes).toHaveLength(1);
  });

  it('refuses to resume a run directory with another chunk size', async () => {
    const outputDir = join(root, 'resume');
    const { launcher, launches } = createInProcessLauncher(correct);
    await expect(
      runChunkedEval({
        set,
        scenariosDir,
        outputDir,
        models: [modelA],
        chunkSize: 2,
        parallel: 1,
        modelParallel: 1,
        handoff: handoff(outputDir, []),
        launcher,
      }),
    ).rejects.toMatchObject({ code: 'eval_chunk_plan_mismatch', field: 'chunkSize' });
    expect(launches).toEqual([]);
  });

  it('keeps going when the writer fails: chunks compute their own, no second write', async () => {
    const outputDir = join(root, 'writer-fails');
    const writes: string[] = [];
    const { launcher, launches, computed } = createInProcessLauncher(correct);
    await runChunkedEval({
      set,
      scenariosDir,
      outputDir,
      models: [modelA, modelB],
      chunkSize: 3,
      parallel: 2,
      modelParallel: 2,
      handoff: handoff(outputDir, writes, true),
      launcher,
    });
    expect(writes).toHaveLength(1);
    expect(
      launches.every(
        (l) => l.bundleSource === 'computed' && l.env[PROVENANCE_ENV_VARIABLE] === undefined,
      ),
    ).toBe(true);
    expect(computed).toHaveLength(6);
  });

  it('reports failed chunks and keeps the finished ones', async () => {
    const outputDir = join(root, 'failing');
    const { launcher } = createInProcessLauncher(correct, {
      failOn: (task) => task.outputPath.endsWith('chunk-0001.csv'),
    });
    await expect(
      runChunkedEval({
        set,
        scenariosDir,
        outputDir,
        models: [modelA],
        chunkSize: 3,
        parallel: 1,
        modelParallel: 1,
        handoff: handoff(outputDir, []),
        launcher,
      }),
    ).rejects.toMatchObject({ code: 'eval_chunks_failed' });
    expect(isChunkComplete(planRangeChunks(set, modelA, outputDir, 3)[0]!)).toBe(true);
  });

  it('rejects duplicate rows when merging', () => {
    const outputDir = join(root, 'dupes');
    const chunks = planRangeChunks(set, modelA, join(root, 'parallel-1'), 3);
    mkdirSync(join(outputDir, 'x'), { recursive: true });
    const copy = join(outputDir, 'x', 'copy.csv');
    copyFileSync(chunks[0]!.outputPath, copy);
    expect(() => mergeChunks(outputDir, new Map([['a', [chunks[0]!.outputPath, copy]]]))).toThrow(
      /is in both/,
    );
  });

  it('output-directory readers ignore provenance.json', () => {
    const outputDir = join(root, 'parallel-3');
    const file = join(outputDir, 'provenance.json');
    const bytes = readFileSync(file);
    const files = new Map([
      ['a', planRangeChunks(set, modelA, outputDir, 3).map((c) => c.outputPath)],
      ['b', planRangeChunks(set, modelB, outputDir, 3).map((c) => c.outputPath)],
    ]);
    const read = () => ({
      merged: mergeChunks(outputDir, files),
      complete: planRangeChunks(set, modelA, outputDir, 3).map(isChunkComplete),
      report: runReport({
        predictionsPath: join(outputDir, 'predictions.csv'),
        scenariosDir,
        outputDir: join(outputDir, 'board'),
      }).scores,
      predictions: readFileSync(join(outputDir, 'predictions.csv'), 'utf8'),
    });
    const withFile = read();
    expect(readFileSync(file)).toEqual(bytes);
    rmSync(file);
    const without = read();
    expect(without).toEqual(withFile);
    writeFileSync(file, bytes);
  });
});

describe('retry-failed', () => {
  it('replaces whole responses in place', () => {
    const row = (model: string, scenarioId: string, program: string, status: 'ok' | 'error') => ({
      model,
      scenarioId,
      program,
      prediction: status === 'ok' ? 1 : null,
      status,
      errorCode: '',
      explanation: '',
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
    });
    const source = [
      row('a', 's1', 'x', 'ok'),
      row('a', 's2', 'x', 'ok'),
      row('a', 's2', 'y', 'error'),
      row('a', 's3', 'x', 'ok'),
    ];
    const merged = replaceResponses(source, [row('a', 's2', 'x', 'ok'), row('a', 's2', 'y', 'ok')]);
    expect(merged.map((r) => `${r.scenarioId}/${r.program}/${r.status}`)).toEqual([
      's1/x/ok',
      's2/x/ok',
      's2/y/ok',
      's3/x/ok',
    ]);
  });

  it('re-asks only failed responses of two models in one round with one write at its root', async () => {
    const runDir = join(root, 'retry-run');
    const flaky = (model: ModelConfig, prompt: string) =>
      model.id === 'b' && prompt.includes('$17,500')
        ? new Error('boom')
        : model.id === 'a' && prompt.includes('$25,000')
          ? 'no sections here'
          : correct(model, prompt);
    const first = createInProcessLauncher(flaky);
    await runChunkedEval({
      set,
      scenariosDir,
      outputDir: runDir,
      models: [modelA, modelB],
      chunkSize: 3,
      parallel: 1,
      modelParallel: 2,
      handoff: handoff(runDir, []),
      launcher: first.launcher,
    });
    const failed = failedResponses(readPredictions(join(runDir, 'predictions.csv')));
    expect(Object.fromEntries([...failed].map(([m, s]) => [m, [...s]]))).toEqual({
      a: ['us-hh102'],
      b: ['us-hh101'],
    });

    const writes: string[] = [];
    const retry = createInProcessLauncher(correct);
    const round = await runRetryFailed({
      runDir,
      set,
      scenariosDir,
      models: [modelA, modelB],
      chunkSize: 10,
      parallel: 1,
      modelParallel: 2,
      launcher: retry.launcher,
      createHandoff: (dir) => handoff(dir, writes),
    });
    expect(round.roundDir).toBe(join(runDir, 'retries', 'round-001'));
    expect(writes).toEqual([join(runDir, 'retries', 'round-001', 'provenance.json')]);
    expect(retry.launches.map((l) => l.task.selection)).toEqual([
      { ids: ['us-hh102'] },
      { ids: ['us-hh101'] },
    ]);
    expect(existsSync(join(runDir, 'retries', 'round-001', 'chunks', 'a', 'provenance.json'))).toBe(
      false,
    );
    const merged = readPredictions(join(round.roundDir!, 'predictions.csv'));
    expect(merged).toHaveLength(42);
    expect(failedResponses(merged).size).toBe(0);
    expect(round.stillFailed).toBe(0);

    // a second call finds nothing to retry and creates no round
    const again = await runRetryFailed({
      runDir,
      set,
      scenariosDir,
      models: [modelA, modelB],
      chunkSize: 10,
      parallel: 1,
      modelParallel: 2,
      launcher: retry.launcher,
      createHandoff: (dir) => handoff(dir, writes),
    });
    expect(again.roundDir).toBeUndefined();
    expect(writes).toHaveLength(1);
  });
});
