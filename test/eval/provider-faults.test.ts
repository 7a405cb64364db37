/**
 * Provider faults with real sockets (issue 14): a server that accepts the connection and never
 * answers is cut off at the request deadline (a typed, retryable timeout, then a failed response
 * row), and an error body whose API key straddles the 300-character quoting cut never leaks any
 * part of the key.
 */
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askScenario } from '../../src/eval/run-eval.js';
import { createProvider } from '../../src/eval/providers/create-provider.js';
import { MAX_QUOTED_BODY_LENGTH, redactThenShorten } from '../../src/eval/providers/http-call.js';
import type { RetryPolicy } from '../../src/eval/providers/http-retry.js';
import { ModelConfigSchema } from '../../src/eval/providers/provider.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readScenarioSet } from '../../src/eval/scenario-files.js';
import { writeFixtureSet } from './fixture-set.js';
import { startFakeProvider, type FakeProviderServer } from './fake-provider-server.js';

const KEY = 'sk-live-0123456789abcdefghijklmnopqrstuv';

const noWaitPolicy = (attempts: number): RetryPolicy => ({
  maxAttempts: attempts,
  baseDelayMs: 1,
  maxDelayMs: 1,
  maxRetryAfterMs: 1,
  random: () => 0,
  sleep: async () => undefined,
});

let silent: Server;
let silentUrl: string;
const sockets: Socket[] = [];
/** Requests the silent server has read (one connection may carry several). */
let accepted = 0;
let fake: FakeProviderServer;

beforeAll(async () => {
  // Accepts every connection, reads the request, never writes a byte.
  silent = createTcpServer((socket) => {
    sockets.push(socket);
    socket.on('data', (chunk: Buffer) => {
      accepted += chunk.toString('latin1').split('POST /').length - 1;
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
  fake = await startFakeProvider(() => ({ status: 400 }));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await fake.close();
});

const scenario = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fiscus-faults-'));
  try {
    writeFixtureSet(dir, 1);
    return readScenarioSet(dir).scenarios[0]!;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const model = (baseUrl: string, kind: 'openai' | 'anthropic', extra: object = {}) =>
  ModelConfigSchema.parse({ id: `m-${kind}`, kind, baseUrl, model: 'x', ...extra });

describe.each(['openai', 'anthropic'] as const)('%s provider faults', (kind) => {
  it('gives up on a server that never answers at the request deadline, retrying a bounded number of times', async () => {
    const before = accepted;
    const provider = createProvider(
      model(silentUrl, kind, { requestTimeoutSeconds: 0.3 }),
      KEY,
      noWaitPolicy(2),
    );
    const error = await provider.complete({ prompt: 'q' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'eval_provider_timeout', retryable: true });
    expect(String((error as Error).message)).toContain('gave no answer within 0.3 s');
    expect(accepted - before).toBe(2);
  });

  it('records a timed-out request as a failed response (what retry-failed re-asks)', async () => {
    const provider = createProvider(
      model(silentUrl, kind, { requestTimeoutSeconds: 0.2 }),
      KEY,
      noWaitPolicy(1),
    );
    const rows = await askScenario(provider, scenario(), ['income_tax']);
    expect(rows).toHaveLength(1);
    expect(rows[0], rows[0]?.explanation).toMatchObject({
      status: 'error',
      errorCode: 'eval_provider_timeout',
    });
  });

  it('never leaks a key that straddles the quoting cut of an error body', async () => {
    // The key starts 10 characters before the cut: cutting first would keep `sk-live-01`.
    const body = `${'e'.repeat(MAX_QUOTED_BODY_LENGTH - 10)}${KEY} tail`;
    fake.setScript(() => ({ status: 401, body }));
    const provider = createProvider(model(fake.baseUrl, kind), KEY, noWaitPolicy(1));
    const error = (await provider.complete({ prompt: 'q' }).catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({ code: 'eval_provider_http_error' });
    expect(error.message).not.toContain('sk-live');
    expect(error.message).not.toContain(KEY.slice(0, 10));
    expect(error.message).toContain('[redacted');
  });
});

describe('redactThenShorten', () => {
  it('redacts before it shortens, so no head of a secret survives the cut', () => {
    const text = `${'a'.repeat(20)}${KEY}`;
    expect(redactThenShorten(text, 25, [KEY])).toBe(`${'a'.repeat(20)}[red…`);
    expect(redactThenShorten(text, 25, [KEY])).not.toContain('sk-');
    expect(redactThenShorten('short', 25, [KEY])).toBe('short');
  });
});
