import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { redactSecrets } from '../contract/index.js';
import type { TelemetrySink } from './telemetry-sink.js';

/** The structured logger every module receives (never imports): pino's. */
export type Logger = PinoLogger;

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Default `info`. */
  readonly level?: string;
  /** Default standard output. Tests pass a stream that collects lines. */
  readonly destination?: DestinationStream;
  /** Secret values (tokens, passwords) removed from every message. */
  readonly secrets?: readonly string[];
  /** Fixed fields on every line (service, environment…). */
  readonly base?: Record<string, string>;
}

// Fields whose values are never logged, wherever they appear one level deep.
const REDACTED_PATHS = [
  'authorization',
  'password',
  'token',
  'apiKey',
  '*.authorization',
  '*.password',
  '*.token',
  '*.apiKey',
];

/**
 * A pino logger writing JSON lines: secret-bearing fields censored, configured secrets and
 * bearer tokens removed from messages. Created by the entry points (cli, api) and passed down.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const secrets = options.secrets ?? [];
  return pino(
    {
      level: options.level ?? 'info',
      base: options.base ?? {},
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      hooks: {
        logMethod(args, method) {
          const clean = args.map((arg) =>
            typeof arg === 'string' ? redactSecrets(arg, secrets) : arg,
          ) as typeof args;
          method.apply(this, clean);
        },
      },
    },
    options.destination ?? pino.destination(1),
  );
}

/** A sink that writes span events as debug lines (failures are logged by the failure reporter itself). */
export function logSink(logger: Logger): TelemetrySink {
  return {
    record(event) {
      if (event.kind === 'span') {
        const { kind: _kind, attributes, ...span } = event;
        logger.debug(
          { event: 'span', ...attributes, ...span },
          `span ${event.name} ${event.status}`,
        );
      }
    },
  };
}
