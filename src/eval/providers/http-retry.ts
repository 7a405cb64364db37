/** How failed provider calls are retried: exponential backoff with full jitter. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Longest Retry-After honoured, in milliseconds; longer requests are capped here. */
  readonly maxRetryAfterMs: number;
  /** Uniform random number in [0, 1): the jitter source (injectable for tests). */
  readonly random: () => number;
  /** Waits; rejects when the signal aborts (injectable for tests). */
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Sleeps `ms`, rejecting early if the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The default policy: 6 attempts, 1 s base, 60 s cap, Retry-After honoured up to 120 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  maxRetryAfterMs: 120_000,
  random: Math.random,
  sleep,
};

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP date (relative to `now`).
 * Undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry number `attempt` (1 for the first retry). */
export function backoffDelay(policy: RetryPolicy, attempt: number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, policy.maxRetryAfterMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(policy.random() * ceiling);
}

function isRetryable(error: unknown): boolean {
  return (
    error !== null &&
    typeof error === 'object' &&
    'retryable' in error &&
    (error as { retryable: unknown }).retryable === true
  );
}

/**
 * Runs `call` until it succeeds, fails with an error that is not retryable, or runs out of
 * attempts. Retryable errors are rate limits (429), server errors (5xx) and unreachable servers;
 * a Retry-After the server sent replaces the computed backoff.
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  call: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error) || attempt >= policy.maxAttempts || signal?.aborted) throw error;
      const retryAfter = (error as { retryAfterMs?: number }).retryAfterMs;
      await policy.sleep(backoffDelay(policy, attempt, retryAfter), signal);
    }
  }
}
