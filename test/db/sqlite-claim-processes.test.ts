import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteRecords } from '../../src/db/index.js';

/** Starts a claiming child; resolves `ready` when it has opened the database, `done` with its output. */
function startChild(
  script: string,
  args: readonly string[],
): { ready: Promise<void>; go(): void; done: Promise<string> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  let out = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  proc.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) markReady();
  });
  const done = new Promise<string>((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0
        ? resolve(out.slice('ready\n'.length))
        : reject(new Error(`child ${args.join(' ')} exited ${code}: ${err}`)),
    );
  });
  return { ready, go: () => proc.stdin.end('go\n'), done };
}
const CLAIM_CHILD = join(import.meta.dirname, 'fixtures', 'claim-child.ts');
const OPEN_CHILD = join(import.meta.dirname, 'fixtures', 'open-child.ts');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SqliteRecords claims across processes', () => {
  it('gives each request exactly one owner when several processes claim it at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fiscus-claims-'));
    dirs.push(dir);
    const path = join(dir, 'records.sqlite');
    // Migrate once up front, as a deployment does before its processes start.
    await (await SqliteRecords.open({ path })).close();

    const children = ['a', 'b'];
    const count = 100;
    const started = children.map((child) => startChild(CLAIM_CHILD, [path, child, String(count)]));
    // All children hold an open connection before any claims: their claims overlap in time.
    await Promise.all(started.map((c) => c.ready));
    for (const c of started) c.go();
    const outputs = await Promise.all(started.map((c) => c.done));
    const outcomes = outputs.flatMap(
      (o) => JSON.parse(o) as { digest: string; claimed: boolean; owner: string }[],
    );

    const records = await SqliteRecords.open({ path });
    try {
      const reports = await records.listReports({ limit: 1_000 });
      expect(reports).toHaveLength(count);
      for (let i = 0; i < count; i += 1) {
        const digest = `digest-${i}`;
        const forDigest = outcomes.filter((o) => o.digest === digest);
        expect(forDigest).toHaveLength(children.length);
        expect(forDigest.filter((o) => o.claimed)).toHaveLength(1);
        const owner = reports.find((r) => r.requestDigest === digest)?.id;
        expect(new Set(forDigest.map((o) => o.owner))).toEqual(new Set([owner]));
      }
    } finally {
      await records.close();
    }
  });

  it('lets several processes open one new file together: the migrations run once, none fails', async () => {
    // Found by the durability test: a process reading a report's records while the report's own
    // process created the file failed with 'table "reports" already exists'.
    for (let round = 0; round < 3; round += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'fiscus-migrate-'));
      dirs.push(dir);
      const path = join(dir, 'records.sqlite');
      const started = Array.from({ length: 6 }, () => startChild(OPEN_CHILD, [path]));
      await Promise.all(started.map((c) => c.ready));
      for (const c of started) c.go();
      const outputs = await Promise.all(started.map((c) => c.done));
      expect(outputs).toEqual(started.map(() => 'opened\n'));
      const records = await SqliteRecords.open({ path });
      await records.close();
    }
  }, 120_000);
});
