import type { ConnectRetryOptions } from './connect-with-retry.js';
import type { RecordsOptions } from './kysely-records.js';
import { PostgresRecords } from './postgres/postgres-records.js';
import type { Records } from './records.js';
import { SqliteRecords } from './sqlite/sqlite-records.js';

/** Options of {@link createRecords}, passed to whichever backend the URL names. */
export interface CreateRecordsOptions extends RecordsOptions {
  readonly retry?: ConnectRetryOptions;
  /** Postgres only: the schema to work in. */
  readonly schema?: string;
}

/**
 * Opens the records database a URL names: `postgres://…` or `postgresql://…` → Postgres;
 * `sqlite:<path>` or a plain file path (or `:memory:`) → SQLite. Migrations are applied.
 */
export function createRecords(url: string, options: CreateRecordsOptions = {}): Promise<Records> {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    return PostgresRecords.open({ ...options, connectionString: url });
  }
  const path = url.startsWith('sqlite://')
    ? url.slice('sqlite://'.length)
    : url.startsWith('sqlite:')
      ? url.slice('sqlite:'.length)
      : url;
  return SqliteRecords.open({ ...options, path });
}
