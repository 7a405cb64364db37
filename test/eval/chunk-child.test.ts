import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkChildArgs, createProcessProvenanceWriter } from '../../src/eval/chunk-launcher.js';
import { createProvenanceFile, writeProvenanceFile } from '../../src/eval/provenance-file.js';
import { childEnvironment, ProvenanceHandoff } from '../../src/eval/provenance-handoff.js';
import { PROVENANCE_ENV_VARIABLE } from '../../src/eval/provenance.js';
import { readPredictions } from '../../src/eval/predictions.js';
import { ModelConfigSchema } from '../../src/eval/providers/provider.js';
import { sidecarPath } from '../../src/eval/resume-metadata.js';
import { runNodeEntry } from '../../src/eval/spawn-node.js';
import { startFakeProvider, wellFormedAnswer } from './fake-provider-server.js';
import type { FakeProviderServer } from './fake-provider-server.js';
import { answersByPrompt, fixtureBundle, PROJECT_ROOT, writeFixtureSet } from './fixture-set.js';
import {
  bundleModuleLoads,
  modelLoads,
  PROBE_LOG_VARIABLE,
  PROBE_NODE_ARGS,
  readProbe,
} from './probe.js';

const MODEL_EXISTS = existsSync(join(PROJECT_ROOT, 'src', 'models', 'us', 'index.ts'));
const root = mkdtempSync(join(tmpdir(), 'fiscus-chunk-child-'));
const scenariosDir = join(root, 'scenarios');
let server: FakeProviderServer;

beforeAll(async () => {
  const { scenarios, references } = writeFixtureSet(scenariosDir, 3);
  const answers = answersByPrompt(scenarios, references);
  server = await startFakeProvider((request) => ({
    text: wellFormedAnswer(request.prompt, (p) => answers.get(request.prompt)?.get(p) ?? -1),
  }));
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

function model() {
  return ModelConfigSchema.parse({
    id: 'fake-gpt',
    kind: 'openai',
    baseUrl: server.baseUrl,
    model: 'gpt-fake',
  });
}

async function runChild(name: string, handed: string | undefined) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  const log = join(dir, 'probe.log');
  const outputPath = join(dir, 'chunk-0000.csv');
  const env = { ...childEnvironment(process.env, handed), [PROBE_LOG_VARIABLE]: log };
  const result = await runNodeEntry(
    { projectRoot: PROJECT_ROOT, nodeArgs: PROBE_NODE_ARGS },
    'chunk-child.ts',
    chunkChildArgs({ model: model(), scenariosDir, selection: { start: 0, end: 3 }, outputPath }),
    env,
  );
  return { result, outputPath, probe: readProbe(log) };
}

describe('chunk child process', { timeout: 300_000 }, () => {
  it('handed a matching file: answers every household and never loads the model bundle or the rules', async () => {
    const file = join(root, 'handed', 'provenance.json');
    writeProvenanceFile(
      file,
      createProvenanceFile(['us'], fixtureBundle().fingerprint, [fixtureBundle()]),
    );
    const { result, outputPath, probe } = await runChild('handed', file);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(readPredictions(outputPath).filter((r) => r.status === 'ok')).toHaveLength(9);
    const sidecar = JSON.parse(readFileSync(sidecarPath(outputPath), 'utf8')) as {
      modelBundleProvenance: unknown;
    };
    expect(sidecar.modelBundleProvenance).toEqual([fixtureBundle()]);
    expect(probe.some((r) => r.specifier.includes('run-eval'))).toBe(true); // the probe was live in the child
    expect(bundleModuleLoads(probe)).toEqual([]);
    expect(modelLoads(probe)).toEqual([]);
  });

  it('positive control: without the file it loads (or attempts) the US model', async () => {
    const { result, probe } = await runChild('no-file', undefined);
    expect(bundleModuleLoads(probe).length).toBeGreaterThan(0);
    expect(modelLoads(probe).length).toBeGreaterThan(0);
    if (MODEL_EXISTS) expect(result.exitCode).toBe(0);
  });

  it('ignores an inherited file whose fingerprint differs, and computes its own', async () => {
    const file = join(root, 'stale', 'provenance.json');
    writeProvenanceFile(
      file,
      createProvenanceFile(['us'], 'b'.repeat(64), [
        { ...fixtureBundle(), fingerprint: 'b'.repeat(64) },
      ]),
    );
    const { result, probe } = await runChild('stale', file);
    expect(result.stderr).toContain(
      'provenance file not reused: provenance file fingerprint differs',
    );
    expect(modelLoads(probe).length).toBeGreaterThan(0);
  });

  it('ignores a file written for other countries', async () => {
    const file = join(root, 'uk', 'provenance.json');
    writeProvenanceFile(
      file,
      createProvenanceFile(['uk'], fixtureBundle('uk').fingerprint, [fixtureBundle('uk')]),
    );
    const { result, probe } = await runChild('uk', file);
    expect(result.stderr).toContain('provenance file not reused: provenance file records uk');
    expect(modelLoads(probe).length).toBeGreaterThan(0);
  });

  it('kills a writer process that exceeds its time limit, and hands nothing on', async () => {
    const outputDir = join(root, 'slow-writer');
    const handoff = new ProvenanceHandoff({
      outputDir,
      baseEnv: process.env,
      writer: createProcessProvenanceWriter(
        { projectRoot: PROJECT_ROOT },
        childEnvironment(process.env, undefined),
      ),
      writerTimeoutMs: 30,
    });
    const env = await handoff.environmentFor(['us']);
    expect(env[PROVENANCE_ENV_VARIABLE]).toBeUndefined();
    expect(handoff.state).toMatchObject({
      kind: 'failed',
      reason: 'provenance writer exceeded 30 ms',
    });
    expect(existsSync(join(outputDir, 'provenance.json'))).toBe(false);
    expect(handoff.writes).toBe(1);
  });

  it.skipIf(!MODEL_EXISTS)(
    'writes a sidecar byte-identical to the one written without the handoff',
    async () => {
      const file = join(root, 'written', 'provenance.json');
      const writerLog = join(root, 'written-probe.log');
      const writer = createProcessProvenanceWriter(
        { projectRoot: PROJECT_ROOT, nodeArgs: PROBE_NODE_ARGS },
        { ...childEnvironment(process.env, undefined), [PROBE_LOG_VARIABLE]: writerLog },
      );
      await writer({ path: file, countries: ['us'], signal: new AbortController().signal });
      expect(modelLoads(readProbe(writerLog)).length).toBeGreaterThan(0); // the writer does load the rules
      // side by side, so that both see the same sources
      const [without, withFile] = await Promise.all([
        runChild('baseline', undefined),
        runChild('with-file', file),
      ]);
      expect(without.result.exitCode).toBe(0);
      expect(modelLoads(without.probe).length).toBeGreaterThan(0); // the baseline computes its own…
      expect(withFile.result.stderr).toBe('');
      expect(withFile.result.exitCode).toBe(0);
      expect(modelLoads(withFile.probe)).toEqual([]); // …the handed child does not
      const read = (path: string) => readFileSync(sidecarPath(path), 'utf8');
      expect(JSON.parse(read(withFile.outputPath))).toEqual(JSON.parse(read(without.outputPath)));
      expect(read(withFile.outputPath)).toBe(read(without.outputPath));
    },
  );
});
