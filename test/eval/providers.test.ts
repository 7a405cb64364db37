import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvider } from '../../src/eval/providers/create-provider.js';
import { backoffDelay, parseRetryAfter } from '../../src/eval/providers/http-retry.js';
import type { RetryPolicy } from '../../src/eval/providers/http-retry.js';
import { completionCost, ModelConfigSchema } from '../../src/eval/providers/provider.js';
import type { ProviderKind } from '../../src/eval/providers/provider.js';
import { startFakeProvider } from './fake-provider-server.js';
import type { FakeProviderServer, FakeReply } from './fake-provider-server.js';

let server: FakeProviderServer;
let queue: FakeReply[] = [];
beforeAll(async () => {
  server = await startFakeProvider(() => queue.shift() ?? { status: 500 });
});
afterAll(() => server.close());

function policy(waits: number[]): RetryPolicy {
  return {
    maxAttempts: 4,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    maxRetryAfterMs: 5000,
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
}

function provider(kind: ProviderKind, waits: number[] = []) {
  const config = ModelConfigSchema.parse({
    id: `m-${kind}`,
    kind,
    baseUrl: server.baseUrl,
    model: `fake-${kind}`,
    inputPricePerMillion: 3,
    outputPricePerMillion: 15,
  });
  return createProvider(config, 'sk-test-secret-key-123456', policy(waits));
}

describe.each(['openai', 'anthropic'] as const)('%s provider against the fake server', (kind) => {
  it('returns the text and token counts, sending the key and model', async () => {
    queue = [{ text: 'hello', inputTokens: 1000, outputTokens: 200 }];
    const before = server.requests.length;
    const result = await provider(kind).complete({ prompt: 'question' });
    expect(result).toEqual({ text: 'hello', inputTokens: 1000, outputTokens: 200 });
    const sent = server.requests[before]!;
    expect(sent).toMatchObject({ api: kind, model: `fake-${kind}`, prompt: 'question' });
    if (kind === 'openai')
      expect(sent.headers['authorization']).toBe('Bearer sk-test-secret-key-123456');
    else expect(sent.headers['x-api-key']).toBe('sk-test-secret-key-123456');
    expect(completionCost(provider(kind).config, result)).toBeCloseTo((1000 * 3 + 200 * 15) / 1e6);
  });

  it('retries 429 and 5xx with backoff, honouring Retry-After', async () => {
    queue = [
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 503 },
      { status: 500 },
      { text: 'ok' },
    ];
    const waits: number[] = [];
    expect((await provider(kind, waits).complete({ prompt: 'q' })).text).toBe('ok');
    expect(waits).toEqual([2000, 100, 200]); // Retry-After, then jittered 0.5 × 200, 0.5 × 400
  });

  it('gives up after the last attempt, and never retries a 400', async () => {
    queue = [
      { status: 429 },
      { status: 429 },
      { status: 429 },
      { status: 429 },
      { text: 'too late' },
    ];
    await expect(provider(kind).complete({ prompt: 'q' })).rejects.toMatchObject({
      code: 'eval_provider_http_error',
      status: 429,
    });
    queue = [
      { status: 400, body: 'bad request for key sk-test-secret-key-123456' },
      { text: 'never' },
    ];
    const waits: number[] = [];
    const error = (await provider(kind, waits)
      .complete({ prompt: 'q' })
      .then(
        () => undefined,
        (e: unknown) => e,
      )) as Error;
    expect(error).toMatchObject({
      code: 'eval_provider_http_error',
      status: 400,
      retryable: false,
    });
    expect(error.message).not.toContain('sk-test-secret-key-123456');
    expect(waits).toEqual([]);
    queue = [];
  });

  it('rejects a body of the wrong shape', async () => {
    queue = [{ status: 200, body: '{"unexpected":true}' }];
    await expect(provider(kind).complete({ prompt: 'q' })).rejects.toMatchObject({
      code: 'eval_provider_bad_response',
    });
  });
});

describe('backoff', () => {
  it('grows exponentially up to the cap with full jitter', () => {
    const p = policy([]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay({ ...p, random: () => 0.999 }, n))).toEqual([
      99, 199, 399, 799, 999,
    ]);
    expect(backoffDelay({ ...p, random: () => 0 }, 3)).toBe(0);
    expect(backoffDelay(p, 1, 60_000)).toBe(5000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(
      parseRetryAfter('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT')),
    ).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('treats an unreachable server as retryable', async () => {
    const config = ModelConfigSchema.parse({
      id: 'x',
      kind: 'openai',
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'x',
    });
    const waits: number[] = [];
    await expect(
      createProvider(config, 'k', policy(waits)).complete({ prompt: 'q' }),
    ).rejects.toMatchObject({ code: 'eval_provider_unreachable' });
    expect(waits.length).toBe(3);
  });
});
