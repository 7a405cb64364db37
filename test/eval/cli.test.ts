import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readModelsFile, registerEvalCommands } from '../../src/cli/commands/eval.js';
import { readPredictions } from '../../src/eval/predictions.js';
import { readReferenceOutputs, readScenarioSet } from '../../src/eval/scenario-files.js';
import { startFakeProvider, wellFormedAnswer } from './fake-provider-server.js';
import type { FakeProviderServer } from './fake-provider-server.js';
import { answersByPrompt, PROJECT_ROOT, writeFixtureSet } from './fixture-set.js';

const MODEL_EXISTS = existsSync(join(PROJECT_ROOT, 'src', 'models', 'us', 'index.ts'));
const root = mkdtempSync(join(tmpdir(), 'fiscus-eval-cli-'));
const scenariosDir = join(root, 'scenarios');
const modelsFile = join(root, 'models.yaml');
let server: FakeProviderServer;

beforeAll(async () => {
  const { scenarios, references } = writeFixtureSet(scenariosDir, 3);
  const answers = answersByPrompt(scenarios, references);
  server = await startFakeProvider((request) => {
    if (request.headers['authorization'] !== 'Bearer sk-cli-test-key') return { status: 401 };
    return { text: wellFormedAnswer(request.prompt, (p) => answers.get(request.prompt)!.get(p)!) };
  });
  writeFileSync(
    modelsFile,
    `models:\n  - { id: fake, kind: openai, baseUrl: '${server.baseUrl}', model: fake-1, apiKeyEnv: FISCUS_TEST_FAKE_KEY, inputPricePerMillion: 1, outputPricePerMillion: 2 }\n`,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function cli(...args: string[]): Promise<string> {
  const program = new Command().exitOverride();
  registerEvalCommands(program);
  const out: string[] = [];
  const spy = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk) => (out.push(String(chunk)), true));
  try {
    await program.parseAsync(['node', 'fiscus', 'eval', ...args]);
  } finally {
    spy.mockRestore();
  }
  return out.join('');
}

describe('fiscus eval (CLI)', () => {
  it('reads models files strictly', () => {
    expect(readModelsFile(modelsFile).map((m) => m.id)).toEqual(['fake']);
    expect(() => readModelsFile(modelsFile, ['other'])).toThrow(/has no model other/);
    const bad = join(root, 'bad.yaml');
    writeFileSync(bad, 'models:\n  - { id: x, kind: gemini, baseUrl: http://x, model: y }\n');
    expect(() => readModelsFile(bad)).toThrow(
      expect.objectContaining({ code: 'eval_models_file_invalid' }),
    );
  });

  it.skipIf(!MODEL_EXISTS)(
    'samples scenarios from the default dataset, public and private apart',
    { timeout: 300_000 },
    async () => {
      const pub = join(root, 'public');
      const priv = join(root, 'private');
      const printed = await cli(
        'scenarios',
        '--count',
        '4',
        '--seed',
        '7',
        '--households',
        '300',
        '--out',
        pub,
      );
      expect(printed).toMatch(/^4 scenarios, programs .*employee_payroll_tax/);
      const manifest = readScenarioSet(pub).manifest;
      expect(printed).toContain(`SCENARIO_DIGEST=${manifest.digest}`);
      expect(manifest).toMatchObject({
        country: 'us',
        year: 2025,
        seed: 7,
        count: 4,
        split: 'public',
      });
      await cli(
        'scenarios',
        '--count',
        '4',
        '--seed',
        '7',
        '--households',
        '300',
        '--private-split',
        '--out',
        priv,
      );
      const ids = (dir: string) => readScenarioSet(dir).scenarios.map((sc) => sc.id);
      expect(ids(priv).some((id) => ids(pub).includes(id))).toBe(false);
      expect(readReferenceOutputs(pub)).toHaveLength(4 * manifest.programs.length);
    },
  );

  it.skipIf(!MODEL_EXISTS)(
    'runs one model with the key from the environment, then reports',
    { timeout: 120_000 },
    async () => {
      vi.stubEnv('FISCUS_TEST_FAKE_KEY', 'sk-cli-test-key');
      const output = join(root, 'fake.csv');
      const printed = await cli(
        'run',
        '--scenarios',
        scenariosDir,
        '--models',
        modelsFile,
        '--model',
        'fake',
        '--output',
        output,
      );
      vi.unstubAllEnvs();
      expect(JSON.parse(printed)).toMatchObject({ asked: 3, ok: 9, rejected: 0, errors: 0 });
      expect(readPredictions(output)).toHaveLength(9);
      expect(existsSync(`${output}.meta.json`)).toBe(true);
      const board = join(root, 'board');
      expect(
        await cli('report', '--predictions', output, '--scenarios', scenariosDir, '--out', board),
      ).toContain('fake\tscore 1.000\texact 100.0%');
      expect(readFileSync(join(board, 'leaderboard.md'), 'utf8')).toContain(
        '| 1 | fake | 1.000 | 100.0%',
      );
      expect(JSON.parse(readFileSync(join(board, 'leaderboard.json'), 'utf8'))).toMatchObject({
        leaderboardVersion: 1,
        models: [{ model: 'fake' }],
      });
    },
  );
});
