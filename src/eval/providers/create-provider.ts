import { createAnthropicProvider } from './anthropic-provider.js';
import type { RetryPolicy } from './http-retry.js';
import { createOpenAiProvider } from './openai-provider.js';
import type { LlmProvider, ModelConfig, ProviderKind } from './provider.js';

const FACTORIES: Record<
  ProviderKind,
  (config: ModelConfig, apiKey: string, retry: RetryPolicy) => LlmProvider
> = {
  openai: createOpenAiProvider,
  anthropic: createAnthropicProvider,
};

/** The provider client for a model configuration. */
export function createProvider(
  config: ModelConfig,
  apiKey: string,
  retry: RetryPolicy,
): LlmProvider {
  return FACTORIES[config.kind](config, apiKey, retry);
}
