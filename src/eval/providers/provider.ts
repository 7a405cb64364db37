import { z } from 'zod';

/** The provider APIs Fiscus speaks. */
export const PROVIDER_KINDS = ['openai', 'anthropic'] as const;
/** A provider API kind. */
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/**
 * A model to evaluate: how to reach it and what it costs. `id` names its output files; `model` is
 * the provider's model id; the key is read from the environment variable `apiKeyEnv` by the CLI
 * or chunk child, never stored in configuration files.
 */
export const ModelConfigSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/)
      .max(100),
    kind: z.enum(PROVIDER_KINDS),
    baseUrl: z.string().url(),
    model: z.string().min(1),
    apiKeyEnv: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/)
      .optional(),
    /** US dollars per million input tokens. */
    inputPricePerMillion: z.number().min(0).default(0),
    /** US dollars per million output tokens. */
    outputPricePerMillion: z.number().min(0).default(0),
    maxOutputTokens: z.number().int().positive().default(4096),
    /**
     * Longest wait for one request's whole answer, connecting included; past it the request is
     * aborted (`eval_provider_timeout`, retried like an unreachable server, then recorded as a
     * failed response that `retry-failed` re-asks). Default {@link DEFAULT_REQUEST_TIMEOUT_SECONDS}.
     */
    requestTimeoutSeconds: z.number().positive().max(3600).optional(),
    temperature: z.number().min(0).max(2).optional(),
  })
  .strict();

/** A model's configuration. */
export type ModelConfig = z.infer<typeof ModelConfigSchema>;

/** One question to a model. */
export interface CompletionRequest {
  readonly prompt: string;
  readonly signal?: AbortSignal;
}

/** A model's answer and the tokens it took. */
export interface CompletionResult {
  readonly text: string;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** A language model behind an HTTP API. */
export interface LlmProvider {
  readonly config: ModelConfig;
  complete(request: CompletionRequest): Promise<CompletionResult>;
}

/** Cost of a completion in US dollars, from the model's per-token prices. */
export function completionCost(
  config: ModelConfig,
  result: Pick<CompletionResult, 'inputTokens' | 'outputTokens'>,
): number {
  return (
    (result.inputTokens * config.inputPricePerMillion +
      result.outputTokens * config.outputPricePerMillion) /
    1_000_000
  );
}

/** Error raised when a provider answers with an HTTP error status. */
export class ProviderHttpError extends Error {
  readonly code = 'eval_provider_http_error';
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    /** Milliseconds the provider asked to wait (Retry-After), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderHttpError';
  }
}

/** Error raised when a provider's response body is not the shape its API promises. */
export class ProviderResponseError extends Error {
  readonly code = 'eval_provider_bad_response';
  readonly retryable = false;
  constructor(message: string) {
    super(message);
    this.name = 'ProviderResponseError';
  }
}

/** Default per-request deadline of a provider call, in seconds. */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 120;

/** Error raised when a provider accepted a request but gave no whole answer within its deadline. */
export class ProviderTimeoutError extends Error {
  readonly code = 'eval_provider_timeout';
  readonly retryable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderTimeoutError';
  }
}

/** Error raised when the provider cannot be reached (connection refused, reset…). */
export class ProviderNetworkError extends Error {
  readonly code = 'eval_provider_unreachable';
  readonly retryable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderNetworkError';
  }
}
