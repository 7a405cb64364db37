import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPredictions } from '../../src/eval/predictions.js';
import { readProvenanceFile } from '../../src/eval/provenance-file.js';
import { PROVENANCE_ENV_VARIABLE } from '../../src/eval/provenance.js';
import { startFakeProvider, wellFormedAnswer } from './fake-provider-server.js';
import type { FakeProviderServer } from './fake-provider-server.js';
import { answersByPrompt, PROJECT_ROOT, writeFixtureSet } from './fixture-set.js';
import { modelLoads, PROBE_LOG_VARIABLE, PROBE_NODE_ARGS, readProbe } from './probe.js';

const MODEL_EXISTS = existsSync(join(PROJECT_ROOT, 'src', 'models', 'us', 'index.ts'));
const root = mkdtempSync(join(tmpdir(), 'fiscus-orchestrator-'));
const scenariosDir = join(root, 'scenarios');
let server: FakeProviderServer;

beforeAll(async () => {
  const { scenarios, references } = writeFixtureSet(scenariosDir, 3);
  const answers = answersByPrompt(scenarios, references);
  server = await startFakeProvider((request) => ({
    text: wellFormedAnswer(request.prompt, (p) => answers.get(request.prompt)!.get(p)!),
  }));
  writeFileSync(
    join(root, 'models.yaml'),
    `models:\n  - { id: fake, kind: anthropic, baseUrl: '${server.baseUrl}', model: fake-1 }\n`,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!MODEL_EXISTS)('fiscus eval chunked as a process', () => {
  it(
    'the orchestrator never loads the rules; its one writer does; chunks reuse the file',
    { timeout: 300_000 },
    async () => {
      const log = join(root, 'orchestrator.log');
      const outputDir = join(root, 'run');
      const args = [
        'eval',
        'chunked',
        '--scenarios',
        scenariosDir,
        '--models',
        join(root, 'models.yaml'),
        '--output-dir',
        outputDir,
        '--chunk-size',
        '2',
        '--parallel',
        '2',
      ];
      const child = spawn(
        process.execPath,
        [
          ...PROBE_NODE_ARGS,
          '--import',
          'tsx',
          join(PROJECT_ROOT, 'test/eval/fixtures/run-cli.ts'),
          ...args,
        ],
        {
          cwd: PROJECT_ROOT,
          // the probe is loaded only into this process (children get no --import), so the log is the orchestrator's
          env: {
            ...process.env,
            [PROBE_LOG_VARIABLE]: log,
            [PROVENANCE_ENV_VARIABLE]: '/inherited/provenance.json',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(stderr).not.toContain('not reused');
      expect(code).toBe(0);
      expect(readProvenanceFile(join(outputDir, 'provenance.json'), ['us']).countries).toEqual([
        'us',
      ]);
      expect(readPredictions(join(outputDir, 'predictions.csv'))).toHaveLength(9);
      expect(readProbe(log).some((r) => r.specifier.includes('commands/eval'))).toBe(true); // the probe ran in the orchestrator…
      expect(modelLoads(readProbe(log))).toEqual([]); // …which never loaded the model
    },
  );
});
