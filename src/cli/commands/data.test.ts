import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DataCommandError,
  defaultDataDirectory,
  registerDataCommands,
  runDataBuild,
  runDataInspect,
} from './data.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('fiscus data', () => {
  it('builds a dataset into the store and inspects it with the same digest', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'fiscus-cli-data-'));
    dirs.push(cwd);
    const output: string[] = [];
    const context = {
      dataDirectory: defaultDataDirectory(cwd),
      write: (t: string) => void output.push(t),
    };
    const program = new Command().exitOverride();
    registerDataCommands(program, context);
    await program.parseAsync([
      'node',
      'fiscus',
      'data',
      'build',
      '--year',
      '2025',
      '--households',
      '600',
      '--seed',
      '3',
    ]);
    const built = output.join('\n');
    expect(built).toContain('wages_and_salaries');
    // The default build calibrates to the model's program totals too (SNAP, SSI, EITC).
    expect(built).toContain('eitc_total');
    expect(built).not.toContain('not calibrated (needs model)');
    const digest = /digest\s+([0-9a-f]{64})/.exec(built)?.[1];
    expect(digest).toBeDefined();
    const inspected = await runDataInspect(undefined, { verify: true }, context);
    expect(inspected).toContain(digest);
    expect(inspected).toContain('digest verified');
    expect(inspected).toMatch(/household\s+600/);
    expect(built).not.toContain('warning:');
  });

  it('rejects a year without a dataset and a bad size', async () => {
    const context = { dataDirectory: '/nonexistent', write: () => undefined };
    await expect(runDataBuild({ year: '2036' }, context)).rejects.toThrow(DataCommandError);
    await expect(runDataBuild({ year: '2036' }, context)).rejects.toThrow(/2035/);
    await expect(runDataBuild({ year: '2026', households: '-4' }, context)).rejects.toMatchObject({
      code: 'invalid_data_command',
      option: '--households',
    });
    expect(await runDataInspect(undefined, {}, context)).toContain('no datasets under');
  });
});
