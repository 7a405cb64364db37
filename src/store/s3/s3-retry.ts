/**
 * The S3 client's retry strategy: 5xx, throttling and transient network errors are retried with
 * exponential backoff (100 ms doubling to 5 s, jittered) up to `maxAttempts`, each request on its
 * own. The SDK's standard strategy also draws every retry from one quota per client (500 tokens,
 * 5 a retry), so a few seconds of 500/503 under many concurrent requests (a worker writing its
 * segments) emptied it and later requests failed at their first error; this one has no quota.
 */

/** The retry token the SDK's retry middleware reads: how many retries so far, and how long to wait. */
interface S3RetryToken {
  getRetryCount(): number;
  getRetryDelay(): number;
}

/** The kinds of error the SDK classifies; the last is never retried. */
type RetryErrorType = 'TRANSIENT' | 'THROTTLING' | 'SERVER_ERROR' | 'CLIENT_ERROR';

const token = (count: number, delay: number): S3RetryToken => ({
  getRetryCount: () => count,
  getRetryDelay: () => delay,
});

/** A quota-free retry strategy (the SDK's `RetryStrategyV2` shape) for `maxAttempts` attempts a request. */
export function s3RetryStrategy(maxAttempts: number): {
  readonly mode: 'standard';
  acquireInitialRetryToken(scope: string): Promise<S3RetryToken>;
  refreshRetryTokenForRetry(
    previous: S3RetryToken,
    errorInfo: { readonly errorType: RetryErrorType },
  ): Promise<S3RetryToken>;
  recordSuccess(token: S3RetryToken): void;
} {
  return {
    mode: 'standard',
    acquireInitialRetryToken: () => Promise.resolve(token(0, 0)),
    refreshRetryTokenForRetry(previous, errorInfo) {
      const count = previous.getRetryCount() + 1;
      if (errorInfo.errorType === 'CLIENT_ERROR' || count >= maxAttempts)
        return Promise.reject(new Error(`no retry left (${count} attempts)`));
      const delay = Math.min(5_000, 100 * 2 ** (count - 1)) * (0.5 + Math.random() / 2);
      return Promise.resolve(token(count, delay));
    },
    recordSuccess: () => undefined,
  };
}
