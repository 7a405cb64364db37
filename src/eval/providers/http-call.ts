import { redactSecrets } from '../../contract/index.js';
import { parseRetryAfter } from './http-retry.js';
import { ProviderHttpError, ProviderNetworkError, ProviderResponseError } from './provider.js';

/**
 * POSTs JSON and returns the parsed JSON body. HTTP 429 and 5xx become retryable
 * {@link ProviderHttpError}s carrying Retry-After; other statuses are not retryable; an
 * unreachable server is a retryable {@link ProviderNetworkError}. Secrets never reach messages.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  secrets: readonly string[],
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message =
      error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
        : String(error);
    throw new ProviderNetworkError(redactSecrets(`cannot reach ${url}: ${message}`, secrets), {
      cause: error,
    });
  }
  const text = await response.text();
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new ProviderHttpError(
      redactSecrets(`${url} answered ${response.status}: ${text.slice(0, 300)}`, secrets),
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
