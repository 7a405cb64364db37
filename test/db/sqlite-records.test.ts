import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
