/**
 * Real faults on real processes (issue 14): a `fiscus report` whose process group is killed with
 * SIGKILL mid-run leaves a running record whose lease expires; the next identical request waits
 * for it, takes it over, computes, and gives the digest of a clean run, and `reports show` says
 * the earlier attempt was abandoned. A store with a damaged simulation and a damaged aggregate
 * is healed by rerunning the request: damaged objects moved under quarantine/, `store verify`
 * valid again.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createRecords } from '../../src/db/index.js';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const CLI = join(ROOT, 'src/cli/main.ts');
const homes: string[] = [];
afterAll(() => {
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

const newHome = (): string => {
  const home = mkdtempSync(join(tmpdir(), 'fiscus-durable-'));
  homes.push(home);
  return home;
};

const reportArgs = (home: string, extra: readonly string[] = []): string[] => [
  '--import',
  'tsx',
  CLI,
  'report',
  '--households',
  '2000',
  '--home',
  home,
  '--no-segmented',
  '--threads',
  '1',
  '--no-progress',
  ...extra,
];

async function fiscus(
  args: readonly string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: ROOT,
      maxBuffer: 16 << 20,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const digestOf = (stdout: string): string | undefined =>
  /reportAggregateSha256\): ([0-9a-f]{64})/.exec(stdout)?.[1];

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('reports survive killed coordinators and damaged stores', () => {
  it('takes over a report whose coordinator was SIGKILLed, with the same digest', async () => {
    const clean = await fiscus(reportArgs(newHome()));
    expect(clean.code).toBe(0);
    const cleanDigest = digestOf(clean.stdout);
    expect(cleanDigest).toMatch(/^[0-9a-f]{64}$/);

    const home = newHome();
    const child = spawn(process.execPath, reportArgs(home, ['--lease-seconds', '3']), {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Wait (bounded) until the report is recorded running, then kill the whole process group.
    let killedId: string | undefined;
    for (let i = 0; i < 600 && killedId === undefined; i += 1) {
      await sleep(100);
      if (!readdirSync(home).includes('fiscus.db')) continue;
      const records = await createRecords(join(home, 'fiscus.db'));
      try {
        killedId = (await records.listReports({ status: 'running' }))[0]?.id;
      } finally {
        await records.close();
      }
    }
    expect(killedId).toBeDefined();
    process.kill(-child.pid!, 'SIGKILL');
    await exited;

    const records = await createRecords(join(home, 'fiscus.db'));
    expect((await records.getReport(killedId!))?.status).toBe('running');
    await records.close();

    // The identical request waits for the lease to lapse if it has not yet (how long loading
    // takes decides which), then takes the report over.
    const rerun = await fiscus(reportArgs(home, ['--lease-seconds', '3']));
    expect(rerun.code).toBe(0);
    expect(digestOf(rerun.stdout)).toBe(cleanDigest);
    const newId = /fiscus reports show (report-[0-9a-f-]+)/.exec(rerun.stdout)?.[1];
    expect(newId).toBeDefined();

    const shown = await fiscus(['--import', 'tsx', CLI, 'reports', 'show', newId!, '--home', home]);
    expect(shown.stdout).toContain(`an earlier attempt, ${killedId}, was abandoned`);
    const old = await fiscus([
      '--import',
      'tsx',
      CLI,
      'reports',
      'show',
      killedId!,
      '--home',
      home,
    ]);
    expect(old.stdout).toContain('failed: report_abandoned');
    expect(old.stdout).toContain(`abandoned: taken over by ${newId}`);

    // Cancelling a finished report is refused and changes nothing.
    const cancel = await fiscus([
      '--import',
      'tsx',
      CLI,
      'reports',
      'cancel',
      newId!,
      '--home',
      home,
    ]);
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain('already succeeded');

    // A damaged simulation artifact and a damaged aggregate: the rerun heals both.
    const store = join(home, 'store');
    const reform = readdirSync(join(store, 'simulations')).find((f) => f.startsWith('reform-'))!;
    writeFileSync(join(store, 'simulations', reform), 'not parquet');
    const aggregate = readdirSync(join(store, 'reports'))[0]!;
    writeFileSync(join(store, 'reports', aggregate), '{}');
    const verify = await fiscus(['--import', 'tsx', CLI, 'store', 'verify', '--store', store]);
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/^INVALID: \d+ objects re-hashed .* 2 problem\(s\)/);
    const healed = await fiscus(reportArgs(home));
    expect(healed.code).toBe(0);
    expect(healed.stderr).toContain('was missing or damaged: recomputed it');
    expect(digestOf(healed.stdout)).toBe(cleanDigest);
    const again = await fiscus(['--import', 'tsx', CLI, 'cache', 'verify', '--store', store]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^valid: .* 0 problem\(s\), 2 quarantined earlier/);
    expect(readdirSync(join(store, 'quarantine'))).toHaveLength(2);
  }, 600_000);

  it('records a report interrupted by SIGINT to its process group as cancelled, at once', async () => {
    const home = newHome();
    const child = spawn(process.execPath, reportArgs(home), {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let runningId: string | undefined;
    for (let i = 0; i < 600 && runningId === undefined; i += 1) {
      await sleep(100);
      if (!readdirSync(home).includes('fiscus.db')) continue;
      const records = await createRecords(join(home, 'fiscus.db'));
      try {
        runningId = (await records.listReports({ status: 'running' }))[0]?.id;
      } finally {
        await records.close();
      }
    }
    expect(runningId).toBeDefined();
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain(`Report ${runningId} cancelled: interrupted (SIGINT)`);
    const records = await createRecords(join(home, 'fiscus.db'));
    try {
      expect(await records.getReport(runningId!)).toMatchObject({
        status: 'failed',
        errorCode: 'report_cancelled',
      });
    } finally {
      await records.close();
    }
  }, 600_000);

  it('gives a second identical request, started while the first runs, the same result', async () => {
    const home = newHome();
    const [first, second] = await Promise.all([
      fiscus(reportArgs(home)),
      sleep(1_000).then(() => fiscus(reportArgs(home))),
    ]);
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    expect(digestOf(second.stdout)).toBe(digestOf(first.stdout));
    expect(digestOf(first.stdout)).toMatch(/^[0-9a-f]{64}$/);
    const noWait = await fiscus(reportArgs(home, ['--no-wait']));
    // Finished by now: the recorded result is printed, whatever --no-wait says.
    expect(noWait.code).toBe(0);
    expect(digestOf(noWait.stdout)).toBe(digestOf(first.stdout));
  }, 600_000);
});
