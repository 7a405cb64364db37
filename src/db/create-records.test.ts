import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecords } from './create-records.js';
import { isPostgresRefusal } from './postgres/postgres-records.js';
import { SqliteRecords } from './sqlite/sqlite-records.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-create-'));
  dirs.push(dir);
  return join(dir, 'records.sqlite');
}

describe('createRecords', () => {
  it.each([
    ['a sqlite: URL', (p: string) => `sqlite:${p}`],
    ['a sqlite:// URL', (p: string) => `sqlite://${p}`],
    ['a plain file path', (p: string) => p],
  ])('opens SQLite for %s, and the file keeps the records', async (_, url) => {
    const path = tempPath();
    const first = await createRecords(url(path));
    expect(first).toBeInstanceOf(SqliteRecords);
    await first.claimReport({
      id: 'r',
      requestDigest: 'd',
      request: {},
      country: 'us',
      year: 2026,
      modelVersion: 'm',
    });
    await first.close();
    const second = await createRecords(path);
    expect((await second.getReport('r'))?.id).toBe('r');
    await second.close();
  });

  it('opens an in-memory SQLite database for :memory:', async () => {
    const records = await createRecords(':memory:');
    expect(records).toBeInstanceOf(SqliteRecords);
    expect(await records.listReports()).toEqual([]);
    await records.close();
  });

  it('chooses Postgres for postgres:// URLs (a refusing port proves the backend without a server)', async () => {
    const error = await createRecords('postgresql://postgres@127.0.0.1:1/test', {
      retry: { attempts: 1 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'database_unavailable' });
    expect(isPostgresRefusal((error as Error).cause)).toBe(true);
  });
});
