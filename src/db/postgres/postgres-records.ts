import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import { connectWithRetry, errorCodeOf, type ConnectRetryOptions } from '../connect-with-retry.js';
import { KyselyRecords, type RecordsOptions } from '../kysely-records.js';
import { migrateToLatest } from '../migrations/index.js';
import {
  DatabaseUnavailableError,
  InvalidRecordError,
  RecordsMigrationError,
  isRecordsError,
} from '../records-errors.js';
import type { RecordsDatabase } from '../schema.js';

/** Options of {@link PostgresRecords.open}. */
export interface PostgresRecordsOptions extends RecordsOptions {
  /** `postgres://user@host:port/database`; ignored when `pool` is given. */
  readonly connectionString?: string;
  /** An existing pool to use instead; the records take it over and end it on close. */
  readonly pool?: pg.Pool;
  /** Schema to work in (set as the connections' search_path); it must exist. Default: the server's. */
  readonly schema?: string;
  /** Most connections held at once. Default 10. */
  readonly maxConnections?: number;
  /** How long one connection attempt may take. Default 5,000 ms. */
  readonly connectTimeoutMs?: number;
  /**
   * How long one statement may run before the server cancels it (`statement_timeout`) and the
   * client gives up on its answer (`query_timeout`). Default 30,000 ms.
   */
  readonly statementTimeoutMs?: number;
  /** Retry budget for establishing each connection while opening (a wrong address fails fast). */
  readonly retry?: ConnectRetryOptions;
  /**
   * Retry budget for establishing a connection once open: how long a running report rides out a
   * server that refuses connections (restarting, failing over) before a write fails. Default
   * {@link DEFAULT_OUTAGE_RETRY}: about 50 s, inside a report's 60-second lease.
   */
  readonly outageRetry?: ConnectRetryOptions;
  /** Told about errors of idle pooled connections (the next use reports them as well). */
  readonly onIdleError?: (error: Error) => void;
}

// Refusals worth another try: the server is not listening yet, dropped the handshake, is starting
// up (57P03) or is out of connection slots (53300).
const REFUSALS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EAI_AGAIN',
  '57P03',
  '53300',
]);

/** Whether an error is a Postgres connection refusal worth retrying. */
export function isPostgresRefusal(error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code !== undefined && REFUSALS.has(code)) return true;
  // Node reports a refused dual-stack connect as an AggregateError of per-address errors.
  return error instanceof AggregateError && error.errors.some(isPostgresRefusal);
}

// A statement whose connection was lost: terminated by the server (57P01 admin shutdown, 57P02
// crash shutdown, 57P03 cannot connect now), a connection exception (class 08), or the socket cut
// under it (node-postgres reports "Connection terminated unexpectedly").
const LOST_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', '57P01', '57P02', '57P03']);
const LOST_MESSAGE =
  /connection terminated|connection (?:closed|lost|ended)|socket hang up|server closed the connection|terminating connection/i;

/** Whether a failed statement's error (or one of its causes) says its connection was lost. */
export function isPostgresConnectionLoss(error: unknown): boolean {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 6; depth += 1) {
    const code = errorCodeOf(e);
    if (code !== undefined && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (e instanceof Error && LOST_MESSAGE.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Connection retries once the records are open: 30 tries, 100 ms doubling to 2 s apart (about 50 s). */
export const DEFAULT_OUTAGE_RETRY: ConnectRetryOptions = {
  attempts: 30,
  initialDelayMs: 100,
  maxDelayMs: 2_000,
};

/**
 * A pool whose `connect()` retries refusals within a budget — the opening budget until the
 * records are open, the outage budget after; queries on a client are never retried.
 */
class RetryingPool implements PostgresPool {
  #opened = false;
  constructor(
    private readonly pool: pg.Pool,
    private readonly retry: ConnectRetryOptions | undefined,
    private readonly outageRetry: ConnectRetryOptions,
  ) {}

  /** From now on a refused connection is an outage to ride out, not a wrong address. */
  markOpened(): void {
    this.#opened = true;
  }

  async connect(): Promise<PostgresPoolClient> {
    const client = await connectWithRetry(
      () => this.pool.connect(),
      isPostgresRefusal,
      this.#opened ? this.outageRetry : this.retry,
    );
    return new LossAwareClient(client);
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * A pooled client that is destroyed, not returned to the pool, once a statement on it failed
 * because its connection was lost. The server's termination notice reaches the statement before
 * the socket's end reaches the pool, so a plain release would hand the dead connection to the
 * next statement.
 */
class LossAwareClient implements PostgresPoolClient {
  #lost = false;
  constructor(private readonly client: PostgresPoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    first: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof first !== 'string') return this.client.query(first);
    return this.client.query<R>(first, parameters).catch((error: unknown) => {
      if (isPostgresConnectionLoss(error)) this.#lost = true;
      throw error;
    });
  }

  release(destroy?: boolean): void {
    this.client.release(destroy === true || this.#lost);
  }
}

/** Records in a Postgres database (shared deployments), through a pg Pool. */
export class PostgresRecords extends KyselyRecords {
  /** Connects (retrying refusals), then applies the migrations; the pool is closed on failure. */
  static async open(options: PostgresRecordsOptions): Promise<PostgresRecords> {
    if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
      throw new InvalidRecordError('open', 'schema', 'must be a lower-case SQL identifier');
    }
    const pool =
      options.pool ??
      new pg.Pool({
        connectionString: options.connectionString,
        max: options.maxConnections ?? 10,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
        statement_timeout: options.statementTimeoutMs ?? 30_000,
        query_timeout: (options.statementTimeoutMs ?? 30_000) + 5_000,
        ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
      });
    pool.on('error', (error) => options.onIdleError?.(error));
    // A client checked out of the pool has no listener of the pool's: a connection cut under it
    // (a server restart, a proxy dropping connections) emitted an unhandled 'error' and ended the
    // process. Every client now has one for life; the query in flight rejects with the same
    // error, which is how the records see the cut.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    const retrying = new RetryingPool(
      pool,
      options.retry,
      options.outageRetry ?? DEFAULT_OUTAGE_RETRY,
    );
    const kysely = new Kysely<RecordsDatabase>({
      dialect: new PostgresDialect({ pool: retrying }),
    });
    try {
      // The first statement establishes the first connection: a refusing server is reported here.
      const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        kysely,
      );
      await migrateToLatest(kysely as Kysely<unknown>, current.rows[0]?.schema);
    } catch (error) {
      await kysely.destroy();
      if (error instanceof DatabaseUnavailableError && error.target === undefined)
        throw new DatabaseUnavailableError(error.attempts, {
          cause: error.cause,
          target: describeTarget(options.connectionString),
        });
      throw isRecordsError(error) ? error : new RecordsMigrationError(undefined, { cause: error });
    }
    retrying.markOpened();
    return new PostgresRecords(kysely, options, undefined, isPostgresConnectionLoss);
  }
}

/** A connection string for messages: host, port and database, never the password. */
function describeTarget(connectionString: string | undefined): string | undefined {
  if (connectionString === undefined) return undefined;
  try {
    const url = new URL(connectionString);
    url.password = '';
    return url.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}
