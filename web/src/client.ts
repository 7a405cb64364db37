/** The typed API client of the page, generated from the server's OpenAPI document (api-types.ts). */
import createClient from 'openapi-fetch';
import type { paths } from './api-types.generated.js';

const TOKEN_KEY = 'fiscus-token';

/** The bearer token the person typed, kept for the browser session. */
export function currentToken(): string {
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

/** Remembers the token typed into the header field. */
export function bindTokenField(input: HTMLInputElement): void {
  input.value = currentToken();
  input.addEventListener('input', () => sessionStorage.setItem(TOKEN_KEY, input.value.trim()));
}

/** The API client: same origin, the bearer token on every request. */
export const api = createClient<paths>({ baseUrl: window.location.origin });
api.use({
  onRequest({ request }) {
    const token = currentToken();
    if (token !== '') request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
});

/** The text of an API failure: its code and summary. */
export function describeFailure(error: unknown): string {
  if (error !== null && typeof error === 'object' && 'code' in error && 'summary' in error)
    return `${String(error.code)}: ${String(error.summary)}`;
  return String(error);
}
