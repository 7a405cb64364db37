import { createRequire } from 'node:module';
import type { BackendFactory, ConnectionOptions, IQueueBackend } from 'bullmq';
import { bullmq } from './bullmq-module.js';

/**
 * A Redis server for BullMQ. Our own small shape, so that callers never see BullMQ's or ioredis's
 * types. BullMQ 6 talks to Redis through the optional `ioredis` package.
 */
export interface RedisConnection {
  readonly kind: 'redis';
  readonly host: string;
  readonly port: number;
  readonly username?: string;
  readonly password?: string;
  readonly db?: number;
  readonly tls?: boolean;
}

/** A PostgreSQL database for BullMQ's Postgres backend (through `pg`). */
export interface PostgresQueueConnection {
  readonly kind: 'postgres';
  /** `postgres://…` connection string. */
  readonly url: string;
  /** Schema holding the queue tables. Default: BullMQ's. */
  readonly schema?: string;
  /** Create or migrate the schema's tables on connect (BullMQ `migrate`). Default false. */
  readonly migrate?: boolean;
}

/** Where BullMQ keeps its queues: Redis or PostgreSQL. */
export type QueueConnection = RedisConnection | PostgresQueueConnection;

/**
 * Parses `redis://[user:password@]host[:port][/db]` (`rediss://` for TLS) or
 * `postgres://…[?schema=S][&migrate=false]`. A PostgreSQL queue's tables are created (or
 * migrated) on connect unless `migrate=false` says a deployment manages them itself; `schema`
 * picks the schema that holds them (BullMQ's default otherwise).
 */
export function parseQueueUrl(url: string): QueueConnection {
  const parsed = new URL(url);
  if (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') {
    const schema = parsed.searchParams.get('schema');
    const migrate = parsed.searchParams.get('migrate') !== 'false';
    parsed.searchParams.delete('schema');
    parsed.searchParams.delete('migrate');
    return {
      kind: 'postgres',
      url: parsed.toString(),
      migrate,
      ...(schema === null || schema === '' ? {} : { schema }),
    };
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new TypeError(`not a redis:// or postgres:// URL: ${parsed.protocol}`);
  }
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined;
  return {
    kind: 'redis',
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port === '' ? 6379 : Number(parsed.port),
    ...(parsed.username === '' ? {} : { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password === '' ? {} : { password: decodeURIComponent(parsed.password) }),
    ...(db === undefined || Number.isNaN(db) ? {} : { db }),
    ...(parsed.protocol === 'rediss:' ? { tls: true } : {}),
  };
}

/** Thrown when the queue's store cannot be used from this installation. */
export class QueueBackendUnavailableError extends Error {
  readonly code = 'queue_backend_unavailable';
  constructor(
    readonly backend: QueueConnection['kind'],
    message: string,
  ) {
    super(message);
    this.name = 'QueueBackendUnavailableError';
  }
}

/** Whether the `ioredis` client BullMQ needs for Redis is installed. */
export function hasRedisClient(): boolean {
  try {
    createRequire(import.meta.url).resolve('ioredis');
    return true;
  } catch {
    return false;
  }
}

/** Options and backend factory shared by BullMQ's queue classes. */
export interface QueueBase {
  readonly options: { readonly connection: unknown; readonly prefix: string };
  readonly backendFactory: BackendFactory<IQueueBackend, unknown>;
}

/** The BullMQ options (and backend factory) for a queue address. */
export function queueBase(address: QueueAddress): QueueBase {
  const prefix = address.prefix ?? DEFAULT_PREFIX;
  const connection = address.connection;
  if (connection.kind === 'postgres') {
    return {
      options: {
        connection: {
          connectionString: connection.url,
          ...(connection.schema === undefined ? {} : { schema: connection.schema }),
          ...(connection.migrate === true ? { migrate: true } : {}),
        },
        prefix,
      },
      backendFactory: bullmq().createPostgresBackend as BackendFactory<IQueueBackend, unknown>,
    };
  }
  if (!hasRedisClient()) {
    throw new QueueBackendUnavailableError(
      'redis',
      'BullMQ needs the ioredis package for Redis, and it is not installed',
    );
  }
  const { kind: _kind, tls, ...rest } = connection;
  // Workers block on Redis; ioredis must not give up on a command while they do.
  const options: ConnectionOptions = {
    ...rest,
    ...(tls === true ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    ...(address.reconnectDelay === undefined ? {} : { retryStrategy: address.reconnectDelay }),
  };
  return {
    options: { connection: options, prefix },
    backendFactory: bullmq().createRedisBackend as BackendFactory<IQueueBackend, unknown>,
  };
}

/** Where a queue lives: the Redis key prefix and the queue name. */
export interface QueueAddress {
  readonly connection: QueueConnection;
  readonly queueName: string;
  /** Redis key prefix. Default `fiscus`. */
  readonly prefix?: string;
  /**
   * Redis only: the delay before reconnection attempt `times`, or `null` to stop reconnecting
   * (ioredis' `retryStrategy`). Default: ioredis' own (reconnect for ever).
   */
  readonly reconnectDelay?: (times: number) => number | null;
}

/** The default Redis key prefix. */
export const DEFAULT_PREFIX = 'fiscus';

/** The data of a job: one call. The job's name is the task name and its id the call id. */
export interface JobData {
  readonly payload: unknown;
  readonly correlationId: string;
}

/** The custom queue event that asks workers to abort a running call. */
export const CANCEL_EVENT = 'fiscus:cancel';

/** The payload of a {@link CANCEL_EVENT}. */
export interface CancelEvent {
  readonly eventName: typeof CANCEL_EVENT;
  readonly jobId: string;
  readonly reason: string;
}

/** The prefix of the queue-meta fields holding when calls were cancelled (see {@link cancelTimeField}). */
export const CANCEL_TIME_PREFIX = 'fiscus-cancel-at:';

/** The queue-meta field holding when a call was cancelled (ms since the epoch): for pruning. */
export function cancelTimeField(jobId: string): string {
  return `${CANCEL_TIME_PREFIX}${jobId}`;
}

/** The queue-meta field holding a call's cancellation reason. */
export function cancelField(jobId: string): string {
  return `fiscus-cancel:${jobId}`;
}
