import { redactSecrets } from '../../contract/index.js';
import { parseRetryAfter } from './http-retry.js';
import {
  ProviderHttpError,
  ProviderNetworkError,
  ProviderResponseError,
  ProviderTimeoutError,
} from './provider.js';

/** Longest part of a provider's error body quoted in a message. */
export const MAX_QUOTED_BODY_LENGTH = 300;

/**
 * Secrets removed first, then shortened to `max` characters: cutting first could leave the head
 * of a key that straddles the cut, which no redaction afterwards recognises.
 */
export function redactThenShorten(text: string, max: number, secrets: readonly string[]): string {
  const clean = redactSecrets(text, secrets);
  return clean.length > max ? `${clean.slice(0, Math.max(0, max - 1))}…` : clean;
}

/**
 * POSTs JSON and returns the parsed JSON body. HTTP 429 and 5xx become retryable
 * {@link ProviderHttpError}s carrying Retry-After; other statuses are not retryable; an
 * unreachable server is a retryable {@link ProviderNetworkError}; no whole answer within
 * `timeoutMs` (connecting, headers and body together) is a retryable {@link ProviderTimeoutError}.
 * Secrets never reach messages.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  secrets: readonly string[],
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<unknown> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal === undefined ? deadline : AbortSignal.any([signal, deadline]);
  const timedOut = (error: unknown): ProviderTimeoutError =>
    new ProviderTimeoutError(
      redactSecrets(`${url} gave no answer within ${timeoutMs / 1000} s`, secrets),
      { cause: error },
    );
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: combined,
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (deadline.aborted) throw timedOut(error);
    const message =
      error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
        : String(error);
    throw new ProviderNetworkError(redactSecrets(`cannot reach ${url}: ${message}`, secrets), {
      cause: error,
    });
  }
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new ProviderHttpError(
      redactSecrets(
        `${url} answered ${response.status}: ${redactThenShorten(text, MAX_QUOTED_BODY_LENGTH, secrets)}`,
        secrets,
      ),
      response.status,
      retryable,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderResponseError(
      redactSecrets(`${url} answered with a body that is not JSON`, secrets),
    );
  }
}
