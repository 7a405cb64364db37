/**
 * A check, before a queue is used, that its server answers at all: a refused or silent `--queue`
 * connection is reported with the connection's kind and URL (password hidden), instead of a bare
 * `ECONNREFUSED` or a client that retries forever.
 */
import { connect } from 'node:net';
import { describeSystemError } from './errors.js';

/** A `--queue` server that cannot be reached. */
export class QueueUnreachableError extends Error {
  readonly code = 'queue_unreachable';
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'QueueUnreachableError';
  }
}

/** The URL with its password replaced by `***`, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  'redis:': 6379,
  'rediss:': 6379,
  'postgres:': 5432,
  'postgresql:': 5432,
};

/**
 * Resolves once a TCP connection to the queue URL's host and port opens (then closes it); rejects
 * with {@link QueueUnreachableError} naming the option, kind and URL when it is refused, the host
 * is unknown, or nothing answers within `timeoutMs`.
 */
export function probeQueue(url: string, option = '--queue', timeoutMs = 5_000): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(
      new QueueUnreachableError(`${option} ${url} is not a URL (redis://… or postgres://…)`, url),
    );
  }
  const port = parsed.port === '' ? DEFAULT_PORTS[parsed.protocol] : Number(parsed.port);
  if (port === undefined) return Promise.resolve(); // the dispatcher names an unknown scheme
  const host = parsed.hostname === '' ? '127.0.0.1' : parsed.hostname.replace(/^\[|\]$/g, '');
  const kind = parsed.protocol.startsWith('redis') ? 'Redis' : 'PostgreSQL';
  const shown = redactUrl(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const fail = (why: string): void => {
      socket.destroy();
      reject(
        new QueueUnreachableError(
          `cannot reach the ${kind} queue of ${option} ${shown}: ${why}`,
          shown,
        ),
      );
    };
    socket.setTimeout(timeoutMs, () => fail(`no answer within ${timeoutMs / 1000} s`));
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    socket.once('error', (error) => fail(describeSystemError(error) ?? error.message));
  });
}
