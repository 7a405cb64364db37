import { DatabaseUnavailableError, isRecordsError } from './records-errors.js';

/** How establishing a connection is retried. Statements are never retried. */
export interface ConnectRetryOptions {
  /** Total tries, the first included. Default 5. */
  readonly attempts?: number;
  /** Delay before the second try; doubles after each failure. Default 100 ms. */
  readonly initialDelayMs?: number;
  /** Longest delay between tries. Default 2,000 ms. */
  readonly maxDelayMs?: number;
  /** Injectable for tests; defaults to a timer. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Default retry budget: 5 tries, 100 → 200 → 400 → 800 ms apart (1.5 s in all). */
export const DEFAULT_CONNECT_RETRY: Required<Omit<ConnectRetryOptions, 'sleep'>> = {
  attempts: 5,
  initialDelayMs: 100,
  maxDelayMs: 2_000,
};

const timerSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `establish` (opening a connection, or beginning with it), retrying while
 * `isRefusal(error)` holds, within a bounded budget with exponential backoff. Any failure becomes
 * {@link DatabaseUnavailableError} carrying the attempts made and the last cause; an error that
 * is not a refusal is not retried (one already typed by this module, such as a failed migration,
 * is rethrown as it is).
 */
export async function connectWithRetry<T>(
  establish: () => Promise<T>,
  isRefusal: (error: unknown) => boolean,
  options: ConnectRetryOptions = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? DEFAULT_CONNECT_RETRY.attempts);
  const sleep = options.sleep ?? timerSleep;
  let delay = options.initialDelayMs ?? DEFAULT_CONNECT_RETRY.initialDelayMs;
  const maxDelay = options.maxDelayMs ?? DEFAULT_CONNECT_RETRY.maxDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await establish();
    } catch (error) {
      const refused = isRefusal(error);
      // An error this module already typed (unavailable, migration failed) keeps its type.
      if (isRecordsError(error) && !refused) throw error;
      if (attempt >= attempts || !refused)
        throw new DatabaseUnavailableError(attempt, { cause: error });
      await sleep(Math.min(delay, maxDelay));
      delay *= 2;
    }
  }
}

/** The `code` of a Node or driver error, if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (error !== null && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
