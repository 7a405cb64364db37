import { z } from 'zod';
import { postJson } from './http-call.js';
import { withRetries } from './http-retry.js';
import type { RetryPolicy } from './http-retry.js';
import { DEFAULT_REQUEST_TIMEOUT_SECONDS, ProviderResponseError } from './provider.js';
import type { CompletionRequest, LlmProvider, ModelConfig } from './provider.js';

const ChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).optional(),
});

/** A provider speaking the OpenAI chat-completions API (`POST <baseUrl>/chat/completions`). */
export function createOpenAiProvider(
  config: ModelConfig,
  apiKey: string,
  retry: RetryPolicy,
): LlmProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    config,
    async complete(request: CompletionRequest) {
      const body = await withRetries(
        retry,
        () =>
          postJson(
            url,
            { authorization: `Bearer ${apiKey}` },
            {
              model: config.model,
              messages: [{ role: 'user', content: request.prompt }],
              max_tokens: config.maxOutputTokens,
              ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
            },
            [apiKey],
            request.signal,
            (config.requestTimeoutSeconds ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
          ),
        request.signal,
      );
      const parsed = ChatCompletionSchema.safeParse(body);
      if (!parsed.success)
        throw new ProviderResponseError(`${url} answered with an unexpected chat completion shape`);
      return {
        text: parsed.data.choices[0]!.message.content ?? '',
        inputTokens: parsed.data.usage?.prompt_tokens ?? 0,
        outputTokens: parsed.data.usage?.completion_tokens ?? 0,
      };
    },
  };
}
