import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProcessChunkLauncher,
  createProcessProvenanceWriter,
} from '../../src/eval/chunk-launcher.js';
import { runChunkedEval } from '../../src/eval/chunked-eval.js';
import type { ChunkOutcome } from '../../src/eval/chunked-eval.js';
import { failedResponses, readPredictions, writePredictions } from '../../src/eval/predictions.js';
import { readProvenanceFile, writeProvenanceFile } from '../../src/eval/provenance-file.js';
import { childEnvironment, ProvenanceHandoff } from '../../src/eval/provenance-handoff.js';
import type { ProvenanceWriter } from '../../src/eval/provenance-handoff.js';
import { PROVENANCE_ENV_VARIABLE } from '../../src/eval/provenance.js';
import { ModelConfigSchema } from '../../src/eval/providers/provider.js';
import { runReport } from '../../src/eval/report.js';
import { runRetryFailed } from '../../src/eval/retry-failed.js';
import { readScenarioSet } from '../../src/eval/scenario-files.js';
import { startFakeProvider, wellFormedAnswer } from './fake-provider-server.js';
import type { FakeProviderServer, FakeScript } from './fake-provider-server.js';
import { answersByPrompt, PROJECT_ROOT, writeFixtureSet } from './fixture-set.js';
import { modelLoads, PROBE_LOG_VARIABLE, PROBE_NODE_ARGS, readProbe } from './probe.js';

const MODEL_EXISTS = existsSync(join(PROJECT_ROOT, 'src', 'models', 'us', 'index.ts'));
const root = mkdtempSync(join(tmpdir(), 'fiscus-e2e-'));
const scenariosDir = join(root, 'scenarios');
const runDir = join(root, 'run');
const childLog = join(root, 'children.log');
const writerLog = join(root, 'writer.log');
let server: FakeProviderServer;
let answers: Map<string, Map<string, number>>;
let scenarios: ReturnType<typeof writeFixtureSet>['scenarios'];

const good: FakeScript = (request) => ({
  text: wellFormedAnswer(request.prompt, (p) => answers.get(request.prompt)!.get(p)!),
});
// The Anthropic-style model: one 429 first, then off by 3%, and no trailer for two households.
const sloppyFirstPass: FakeScript = (request, index) => {
  if (request.api === 'openai') return good(request, index);
  if (index === 0 || !server.requests.slice(0, index).some((r) => r.api === 'anthropic'))
    return { status: 429, headers: { 'retry-after': '0' } };
  const hard = request.prompt.includes('$10,000') || request.prompt.includes('$25,000');
  if (hard)
    return { text: '### income_tax\nAbout a thousand dollars.\n### snap\nNone.\n### eitc\nNone.' };
  return {
    text: wellFormedAnswer(request.prompt, (p) =>
      Math.round(answers.get(request.prompt)!.get(p)! * 1.03),
    ),
  };
};

beforeAll(async () => {
  const written = writeFixtureSet(scenariosDir, 4);
  scenarios = written.scenarios;
  answers = answersByPrompt(written.scenarios, written.references);
  server = await startFakeProvider(sloppyFirstPass);
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

function models() {
  return [
    ModelConfigSchema.parse({
      id: 'gpt-fake',
      kind: 'openai',
      baseUrl: server.baseUrl,
      model: 'gpt-x',
      inputPricePerMillion: 1,
      outputPricePerMillion: 2,
    }),
    ModelConfigSchema.parse({
      id: 'claude-fake',
      kind: 'anthropic',
      baseUrl: server.baseUrl,
      model: 'claude-x',
      inputPricePerMillion: 3,
      outputPricePerMillion: 15,
    }),
  ];
}

// Children inherit a stale provenance variable, which the handoff must drop.
const baseEnv = {
  ...process.env,
  [PROBE_LOG_VARIABLE]: childLog,
  [PROVENANCE_ENV_VARIABLE]: '/nowhere/provenance.json',
};

// The first invocation runs the real writer (a child that loads the rules); later ones, to keep
// the test fast, copy what it wrote (same countries, same fingerprint) through the same handoff.
function invocation(kind: 'real' | 'copy') {
  const writes: string[] = [];
  const real = createProcessProvenanceWriter(
    { projectRoot: PROJECT_ROOT, nodeArgs: PROBE_NODE_ARGS },
    { ...childEnvironment(baseEnv, undefined), [PROBE_LOG_VARIABLE]: writerLog },
  );
  const writer: ProvenanceWriter = async (request) => {
    writes.push(request.path);
    if (kind === 'real') await real(request);
    else
      writeProvenanceFile(
        request.path,
        readProvenanceFile(join(runDir, 'provenance.json'), request.countries),
      );
  };
  const handoff = (outputDir: string) =>
    new ProvenanceHandoff({ outputDir, baseEnv, writer, writerTimeoutMs: 120_000 });
  return { writes, handoff };
}

const launcher = createProcessChunkLauncher({
  projectRoot: PROJECT_ROOT,
  nodeArgs: PROBE_NODE_ARGS,
});
const kinds = (outcomes: readonly ChunkOutcome[]) =>
  outcomes.map((o) => `${o.chunk.model.id}/${o.chunk.index}:${o.kind}`).sort();

describe.skipIf(!MODEL_EXISTS)('eval end to end with the fake provider', () => {
  it('runs two models × two chunks, resumes, retries and scores, with one provenance write per invocation', async () => {
    const set = readScenarioSet(scenariosDir);
    const options = {
      set,
      scenariosDir,
      outputDir: runDir,
      models: models(),
      chunkSize: 2,
      parallel: 2,
      modelParallel: 2,
      launcher,
    };

    // 1. First pass: four chunks, one writer run, children handed the file.
    const first = invocation('real');
    const pass1 = await runChunkedEval({ ...options, handoff: first.handoff(runDir) });
    expect(kinds(pass1.outcomes)).toEqual([
      'claude-fake/0:ran',
      'claude-fake/1:ran',
      'gpt-fake/0:ran',
      'gpt-fake/1:ran',
    ]);
    expect(first.writes).toEqual([join(runDir, 'provenance.json')]);
    expect(pass1.rows).toBe(2 * 4 * 3);
    expect(readdirSync(join(runDir, 'by_model')).sort()).toEqual([
      'claude-fake.csv',
      'gpt-fake.csv',
    ]);

    // 2. Interrupted run: a chunk with one of its two responses; the resume runs only that chunk.
    const partial = join(runDir, 'chunks', 'claude-fake', 'chunk-0001.csv');
    const kept = readPredictions(partial).filter(
      (r, _, all) => r.scenarioId === all[0]!.scenarioId,
    );
    writePredictions(partial, kept);
    const second = invocation('copy');
    const pass2 = await runChunkedEval({ ...options, handoff: second.handoff(runDir) });
    expect(kinds(pass2.outcomes)).toEqual([
      'claude-fake/0:skipped',
      'claude-fake/1:ran',
      'gpt-fake/0:skipped',
      'gpt-fake/1:skipped',
    ]);
    expect(second.writes).toHaveLength(1);

    // 3. Nothing pending: nothing runs and nothing is written.
    const third = invocation('copy');
    const pass3 = await runChunkedEval({ ...options, handoff: third.handoff(runDir) });
    expect(pass3.outcomes.every((o) => o.kind === 'skipped')).toBe(true);
    expect(third.writes).toEqual([]);

    // 4. Retry round: only the failed (model, household) responses, one write at the round root.
    const failed = failedResponses(readPredictions(join(runDir, 'predictions.csv')));
    expect([...failed.keys()]).toEqual(['claude-fake']);
    expect(failed.get('claude-fake')!.size).toBe(2);
    server.setScript(good);
    const asked = server.requests.length;
    const retry = invocation('copy');
    const round = await runRetryFailed({
      runDir,
      set,
      scenariosDir,
      models: models(),
      chunkSize: 10,
      parallel: 1,
      modelParallel: 2,
      launcher,
      createHandoff: retry.handoff,
    });
    expect(round.roundDir).toBe(join(runDir, 'retries', 'round-001'));
    expect(retry.writes).toEqual([join(round.roundDir!, 'provenance.json')]);
    expect(server.requests.length - asked).toBe(2);
    expect(round.stillFailed).toBe(0);
    const merged = readPredictions(join(round.roundDir!, 'predictions.csv'));
    expect(merged).toHaveLength(24);
    expect(existsSync(join(round.roundDir!, 'chunks', 'claude-fake', 'provenance.json'))).toBe(
      false,
    );

    // 5. No chunk child loaded (or tried to load) the rules; the writers did.
    expect(modelLoads(readProbe(childLog))).toEqual([]);
    expect(new Set(modelLoads(readProbe(writerLog)).map((r) => r.pid)).size).toBe(1);

    // 6. Leaderboard.
    const report = runReport({
      predictionsPath: join(round.roundDir!, 'predictions.csv'),
      scenariosDir,
      outputDir: join(root, 'board'),
    });
    expect(report.scores.map((s) => s.model)).toEqual(['gpt-fake', 'claude-fake']);
    expect(report.scores[0]!.overall.exact).toBe(1);
    expect(report.scores[1]!.overall.exact).toBeLessThan(1);
    expect(readFileSync(report.paths.markdown, 'utf8')).toContain('| 1 | gpt-fake |');
    expect(readFileSync(report.paths.svg, 'utf8')).toMatch(/^<svg/);
    void scenarios;
  }, 300_000); // child processes: seconds on an idle machine, longer on a loaded one
});
