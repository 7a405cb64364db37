/**
 * A full disk, for real (issue 14): a small tmpfs. A store write that runs out of space leaves
 * no temporary file behind and a later write succeeds; a report whose failure cannot be recorded
 * because the records database's disk is full is covered by its lease: once space is back, the
 * next identical claim takes it over. Needs root (to mount); CI runs as root.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteRecords } from '../../src/db/index.js';
import { FsArtifactStore } from '../../src/store/index.js';

const isRoot = process.getuid?.() === 0;
let mountPoint: string;

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

beforeAll(() => {
  if (!isRoot) return;
  mountPoint = mkdtempSync(join(tmpdir(), 'fiscus-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint]);
});
afterAll(() => {
  if (!isRoot) return;
  execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(!isRoot && process.env.CI === undefined)('a full disk', () => {
  it('leaves no temporary file of a store write that ran out of space', async () => {
    const store = new FsArtifactStore(join(mountPoint, 'store'));
    const big = new Uint8Array(3 * 1024 * 1024).fill(7);
    await expect(store.put('simulations/too-big.parquet', big)).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(allFiles(join(mountPoint, 'store')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await store.has('simulations/too-big.parquet')).toBe(false);
    const small = new TextEncoder().encode('fits');
    expect((await store.put('reports/small.json', small)).status).toBe('created');
    rmSync(join(mountPoint, 'store'), { recursive: true, force: true });
  });

  it('lets the lease cover a failure the full records disk could not record', async () => {
    const path = join(mountPoint, 'records.sqlite');
    const T0 = Date.parse('2026-03-01T10:00:00.000Z');
    const at = (s: number): Date => new Date(T0 + s * 1000);
    const records = await SqliteRecords.open({ path });
    const request = {
      requestDigest: 'e'.repeat(64),
      request: { big: 'x'.repeat(200) },
      country: 'us',
      year: 2026,
      modelVersion: 'm1',
    };
    await records.claimReport({
      ...request,
      id: 'r1',
      lease: { holder: 'a', ttlMs: 5_000 },
      at: at(0),
    });
    await records.startReport('r1', { at: at(1) });
    // Fill the disk to the last byte, then try to record a failure with a long summary.
    const filler = join(mountPoint, 'filler');
    try {
      writeFileSync(filler, new Uint8Array(4 * 1024 * 1024));
    } catch {
      // ENOSPC: the filler holds whatever fitted.
    }
    let recorded: boolean | 'error' = false;
    try {
      for (let i = 0; i < 50; i += 1)
        await records.createSimulation({
          id: `s${i}-${'y'.repeat(150)}`,
          reportId: 'r1',
          role: i % 2 === 0 ? 'baseline' : 'reform',
          segmentIndex: i,
        });
      recorded = await records.failReport('r1', {
        code: 'simulation_execution_failed',
        summary: 'z'.repeat(500),
        correlationId: 'c',
      });
    } catch (error) {
      recorded = 'error';
      expect(error).toMatchObject({ code: 'database_statement_failed' });
    }
    rmSync(filler, { force: true });
    // The disk is full to the last byte: nothing more could be written.
    expect(recorded).toBe('error');
    // Space is back; the report is still running, and its lease lapses unrenewed.
    expect((await records.getReport('r1'))?.status).toBe('running');
    const taken = await records.claimReport({ ...request, id: 'r2', at: at(10) });
    expect(taken.claimed).toBe(true);
    expect(await records.getReport('r1')).toMatchObject({
      status: 'failed',
      errorCode: 'report_abandoned',
      supersededBy: 'r2',
    });
    await records.close();
  });
});
