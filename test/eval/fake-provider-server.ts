import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake provider received. */
export interface FakeRequest {
  readonly api: 'openai' | 'anthropic';
  readonly model: string;
  readonly prompt: string;
  readonly headers: IncomingMessage['headers'];
}

/** What the fake answers: model text (wrapped in the API's shape) or a raw HTTP reply. */
export type FakeReply =
  | { readonly text: string; readonly inputTokens?: number; readonly outputTokens?: number }
  | { readonly status: number; readonly body?: string; readonly headers?: Record<string, string> };

/** Decides the reply to a request; `index` counts every request the server has received. */
export type FakeScript = (request: FakeRequest, index: number) => FakeReply | Promise<FakeReply>;

/** A fake OpenAI- and Anthropic-compatible provider on loopback, started by tests. */
export interface FakeProviderServer {
  /** Base URL to configure models with (`http://127.0.0.1:<port>/v1`). */
  readonly baseUrl: string;
  readonly requests: FakeRequest[];
  setScript(script: FakeScript): void;
  close(): Promise<void>;
}

/** The ids of the outputs a prompt asks for (its `- <id>: ` lines). */
export function requestedPrograms(prompt: string): string[] {
  return [...prompt.matchAll(/^- ([a-z0-9_]+): /gm)].map((m) => m[1]!);
}

/** A well-formed answer giving each program the value `valueOf(program)`. */
export function wellFormedAnswer(prompt: string, valueOf: (program: string) => number): string {
  return requestedPrograms(prompt)
    .map(
      (program) =>
        `### ${program}\nWorked it out from the household's income.\nvalue = ${valueOf(program)}`,
    )
    .join('\n\n');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, api: FakeRequest['api'], reply: FakeReply): void {
  if ('status' in reply) {
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      ...(reply.headers ?? {}),
    });
    response.end(reply.body ?? '{"error":"scripted"}');
    return;
  }
  const usage = { input: reply.inputTokens ?? 100, output: reply.outputTokens ?? 50 };
  const body =
    api === 'openai'
      ? {
          choices: [{ message: { role: 'assistant', content: reply.text } }],
          usage: { prompt_tokens: usage.input, completion_tokens: usage.output },
        }
      : {
          content: [{ type: 'text', text: reply.text }],
          usage: { input_tokens: usage.input, output_tokens: usage.output },
        };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts the fake provider on 127.0.0.1 at a free port. */
export async function startFakeProvider(script: FakeScript): Promise<FakeProviderServer> {
  let current = script;
  const requests: FakeRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '';
      const api = url.endsWith('/chat/completions')
        ? 'openai'
        : url.endsWith('/messages')
          ? 'anthropic'
          : undefined;
      if (api === undefined || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(request)) as {
        model: string;
        messages: { content: string }[];
      };
      const fake: FakeRequest = {
        api,
        model: body.model,
        prompt: body.messages[0]?.content ?? '',
        headers: request.headers,
      };
      const index = requests.length;
      requests.push(fake);
      send(response, api, await current(fake, index));
    })().catch(() => {
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setScript: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
