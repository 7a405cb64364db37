/**
 * `fiscus report --dataset PATH`: a dataset Fiscus saved, read back as the user's own microdata,
 * has the same digest and gives the same report figures as the run that built it; a file with an
 * unknown column is refused naming it.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRunner } from './cli-runner.js';
import type { MacroOutput } from '../../src/contract/index.js';

const { tmp, fiscus } = cliRunner('fiscus-dataset-');

/** Every `manifest.json` under a directory. */
function manifests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return manifests(path);
    return name === 'manifest.json' ? [path] : [];
  });
}

const args = (home: string, extra: readonly string[]): string[] => [
  'report',
  '--threads',
  '1',
  '--home',
  home,
  '--delivery',
  'return',
  '--no-segmented',
  '--no-progress',
  '--json',
  ...extra,
];

describe('fiscus report --dataset', () => {
  it('reads a dataset Fiscus saved back with the same digest and the same figures', async () => {
    const home = join(tmp, 'home');
    const built = await fiscus(args(home, ['--households', '300']));
    expect(built.code).toBe(0);
    const a = JSON.parse(built.stdout) as { macroOutput: MacroOutput };
    const [manifest] = manifests(home);
    const read = await fiscus(args(join(tmp, 'other-home'), ['--dataset', dirname(manifest!)]));
    expect(read.code).toBe(0);
    const b = JSON.parse(read.stdout) as { macroOutput: MacroOutput };
    expect(b.macroOutput.provenance.dataset).toMatch(/^file-[0-9a-f]{16}$/);
    expect(b.macroOutput.provenance.datasetDigest).toBe(a.macroOutput.provenance.datasetDigest);
    // The data version names the dataset, then the same content digest.
    expect(b.macroOutput.data_version.split('@')[1]).toBe(a.macroOutput.data_version.split('@')[1]);
    const { provenance: _a, data_version: _va, ...figuresA } = a.macroOutput;
    const { provenance: _b, data_version: _vb, ...figuresB } = b.macroOutput;
    expect(figuresB).toEqual(figuresA);
  }, 600_000);

  it('refuses a file with an unknown column, naming it', async () => {
    const dir = join(tmp, 'bad');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'person.csv'), 'person_id,household_id,colour\n1,1,red\n');
    writeFileSync(join(dir, 'household.csv'), 'household_id,household_weight\n1,1\n');
    const run = await fiscus(args(join(tmp, 'bad-home'), ['--dataset', dir]));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('dataset_input_invalid');
    expect(run.stderr).toContain('person.colour');
  }, 120_000);
});
