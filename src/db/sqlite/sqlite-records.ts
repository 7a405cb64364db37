import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely } from 'kysely';
import { connectWithRetry, errorCodeOf, type ConnectRetryOptions } from '../connect-with-retry.js';
import { KyselyRecords, type RecordsOptions } from '../kysely-records.js';
import { migrateToLatest } from '../migrations/index.js';
import { RecordsFileMissingError } from '../records-errors.js';
import { SharedFileSqliteDialect } from './sqlite-dialect.js';
import type { RecordsDatabase } from '../schema.js';

/**
 * A check that the database file is still the one opened (same device and inode): deleting the
 * file under an open connection would otherwise make every write vanish silently.
 */
function fileGuard(path: string): ((operation: string) => void) | undefined {
  if (path === ':memory:' || path === '') return undefined;
  const identity = (): string | undefined => {
    try {
      const s = statSync(path);
      return `${s.dev}:${s.ino}`;
    } catch {
      return undefined;
    }
  };
  const opened = identity();
  return (operation) => {
    if (identity() !== opened) throw new RecordsFileMissingError(path, operation);
  };
}

/** Options of {@link SqliteRecords.open}. */
export interface SqliteRecordsOptions extends RecordsOptions {
  /** A file path, or `:memory:` for a private in-memory database. */
  readonly path: string;
  /** How long one statement waits for another connection's lock before SQLITE_BUSY. Default 5,000 ms. */
  readonly busyTimeoutMs?: number;
  /** Retry budget for opening the file and applying the migrations while it is busy. */
  readonly retry?: ConnectRetryOptions;
}

/** Whether an error (or the error it wraps) is SQLite's "another connection holds the lock". */
export function isSqliteBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 5; depth += 1) {
    const code = errorCodeOf(e);
    if (code !== undefined && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')))
      return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/**
 * Records in a SQLite file (the default backend) through better-sqlite3. WAL journal, foreign
 * keys on, a bounded busy timeout. Several processes may share the file: claims and transitions
 * stay single statements that SQLite serialises.
 */
export class SqliteRecords extends KyselyRecords {
  /** Opens (creating if absent) the database file and applies the migrations. */
  static async open(options: SqliteRecordsOptions): Promise<SqliteRecords> {
    const timeout = options.busyTimeoutMs ?? 5_000;
    const database = await connectWithRetry(
      async () => {
        const db = new Database(options.path, { timeout });
        try {
          if (options.path !== ':memory:') db.pragma('journal_mode = WAL');
          db.pragma('foreign_keys = ON');
          return db;
        } catch (error) {
          db.close();
          throw error;
        }
      },
      isSqliteBusy,
      options.retry,
    );
    const kysely = new Kysely<RecordsDatabase>({
      dialect: new SharedFileSqliteDialect({ database }),
    });
    try {
      // Applying migrations is one immediate transaction, so a busy refusal leaves nothing half
      // applied and repeating it is safe.
      await connectWithRetry(
        () => migrateToLatest(kysely as Kysely<unknown>),
        isSqliteBusy,
        options.retry,
      );
    } catch (error) {
      await kysely.destroy();
      throw error;
    }
    return new SqliteRecords(kysely, options, fileGuard(options.path));
  }
}
