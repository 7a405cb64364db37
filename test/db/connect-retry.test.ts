import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, PostgresRecords, SqliteRecords } from '../../src/db/index.js';
import { skipPostgres } from './postgres-harness.js';

const noPostgres = await skipPostgres();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file on which another connection holds an exclusive lock until `release()`. */
function lockedFile(): { path: string; release(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-busy-'));
  dirs.push(dir);
  const path = join(dir, 'records.sqlite');
  const holder = new Database(path);
  holder.exec('create table holder (x integer)');
  holder.exec('begin exclusive');
  holder.exec('insert into holder values (1)');
  return {
    path,
    release: () => {
      if (holder.open) {
        holder.exec('commit');
        holder.close();
      }
    },
  };
}

describe('connection refusals', () => {
  it('retries a refusing Postgres port within the budget, then fails with database_unavailable', async () => {
    const sleeps: number[] = [];
    const error = await PostgresRecords.open({
      connectionString: 'postgres://postgres@127.0.0.1:1/test',
      retry: { attempts: 4, initialDelayMs: 50, sleep: async (ms) => void sleeps.push(ms) },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ code: 'database_unavailable', attempts: 4 });
    expect(sleeps).toEqual([50, 100, 200]);
  });

  it('names the database it could not reach, never its password', async () => {
    const error = await PostgresRecords.open({
      connectionString: 'postgres://postgres:hunter2secret@127.0.0.1:1/test',
      retry: { attempts: 2, initialDelayMs: 1 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'database_unavailable' });
    expect((error as Error).message).toContain(
      'records database at postgres://postgres@127.0.0.1:1/test unavailable after 2 attempt(s)',
    );
    expect((error as Error).message).not.toContain('hunter2secret');
  });

  it.skipIf(noPostgres)(
    'does not retry a Postgres error that is not a refusal (unknown database)',
    async () => {
      const sleeps: number[] = [];
      const error = await PostgresRecords.open({
        connectionString: 'postgres://postgres@127.0.0.1:5432/fiscus_no_such_database',
        retry: { attempts: 4, sleep: async (ms) => void sleeps.push(ms) },
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'database_unavailable', attempts: 1 });
      expect(sleeps).toEqual([]);
    },
  );

  it('retries a busy SQLite file and opens once the lock is released', async () => {
    const file = lockedFile();
    let sleeps = 0;
    const records = await SqliteRecords.open({
      path: file.path,
      busyTimeoutMs: 0,
      retry: {
        attempts: 5,
        sleep: async () => {
          sleeps += 1;
          if (sleeps === 2) file.release();
        },
      },
    });
    try {
      expect(sleeps).toBe(2);
      expect(await records.listReports()).toEqual([]);
    } finally {
      await records.close();
    }
  });

  it('gives up on a SQLite file that stays busy with database_unavailable', async () => {
    const file = lockedFile();
    try {
      const error = await SqliteRecords.open({
        path: file.path,
        busyTimeoutMs: 0,
        retry: { attempts: 3, sleep: async () => undefined },
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'database_unavailable', attempts: 3 });
      expect((error as Error).cause).toMatchObject({ code: 'SQLITE_BUSY' });
    } finally {
      file.release();
    }
  });
});
