import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite dialect with two changes that let several processes share one file safely.
 *
 * - Migrations run in one transaction (SQLite's DDL is transactional; Kysely's adapter says it is
 *   not and takes no migration lock, since one connection is one process). Two processes opening
 *   a new file together then no longer both read "nothing applied" and both create the tables.
 * - Every transaction begins IMMEDIATE: it takes the write lock at its start, so a second
 *   process waits its busy timeout and then reads what the first committed, instead of reading
 *   an older snapshot and failing when it writes.
 */
export class SharedFileSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
