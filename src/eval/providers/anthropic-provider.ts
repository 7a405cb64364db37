import { z } from 'zod';
import { postJson } from './http-call.js';
import { withRetries } from './http-retry.js';
import type { RetryPolicy } from './http-retry.js';
import { DEFAULT_REQUEST_TIMEOUT_SECONDS, ProviderResponseError } from './provider.js';
import type { CompletionRequest, LlmProvider, ModelConfig } from './provider.js';

/** The Messages API version header Fiscus sends. */
export const ANTHROPIC_VERSION = '2023-06-01';

const MessageSchema = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
  usage: z.object({ input_tokens: z.number(), output_tokens: z.number() }).optional(),
});

/** A provider speaking the Anthropic Messages API (`POST <baseUrl>/messages`). */
export function createAnthropicProvider(
  config: ModelConfig,
  apiKey: string,
  retry: RetryPolicy,
): LlmProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/messages`;
  return {
    config,
    async complete(request: CompletionRequest) {
      const body = await withRetries(
        retry,
        () =>
          postJson(
            url,
            { 'x-api-key': apiKey, 'anthropic-version': ANTHROPIC_VERSION },
            {
              model: config.model,
              max_tokens: config.maxOutputTokens,
              messages: [{ role: 'user', content: request.prompt }],
              ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
            },
            [apiKey],
            request.signal,
            (config.requestTimeoutSeconds ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
          ),
        request.signal,
      );
      const parsed = MessageSchema.safeParse(body);
      if (!parsed.success)
        throw new ProviderResponseError(`${url} answered with an unexpected message shape`);
      return {
        text: parsed.data.content
          .filter((block) => block.type === 'text')
          .map((block) => block.text ?? '')
          .join(''),
        inputTokens: parsed.data.usage?.input_tokens ?? 0,
        outputTokens: parsed.data.usage?.output_tokens ?? 0,
      };
    },
  };
}
