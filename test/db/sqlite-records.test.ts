import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeRecordsConformance } from '../../src/db/conformance.js';
import { SqliteRecords } from '../../src/db/index.js';

describeRecordsConformance({
  name: 'SqliteRecords (temporary file)',
  createDatabase: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fiscus-records-'));
    let generation = 0;
    return {
      open: (options) =>
        SqliteRecords.open({ ...options, path: join(dir, `records-${generation}.sqlite`) }),
      // Each test gets a new file: the empty database is the migrated one, never a cleaned one.
      reset: async () => void (generation += 1),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
});

describe('SqliteRecords whose file is deleted while open', () => {
  it('refuses every later operation with database_file_missing instead of writing to nowhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fiscus-records-gone-'));
    const path = join(dir, 'fiscus.db');
    const records = await SqliteRecords.open({ path });
    try {
      await records.claimReport({
        id: 'r1',
        requestDigest: 'a'.repeat(64),
        request: {},
        country: 'us',
        year: 2026,
        modelVersion: 'm1',
      });
      for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
      await expect(records.startReport('r1')).rejects.toMatchObject({
        code: 'database_file_missing',
        message: expect.stringContaining(`the records file ${path} was deleted`),
      });
      await expect(records.getReport('r1')).rejects.toMatchObject({
        code: 'database_file_missing',
      });
    } finally {
      await records.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
