import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { MarginalRateSpec, TaxSystem } from '../engine/index.js';
import { ApiCode, ApiFailureError, failureOf } from './failure-status.js';
import { registerCalculateRoutes } from './routes/calculate-routes.js';
import { registerMetadataRoutes } from './routes/metadata-routes.js';
import { registerReportRoutes } from './routes/report-routes.js';
import { ReportService, type ReportBackend } from './report-service.js';
import { MAX_CALCULATE_BATCH } from './schemas.js';
import { findToken, hasScope, type Scope, type StoredToken } from './tokens.js';

/** Version of the HTTP API (its OpenAPI document's `info.version`). */
export const API_VERSION = '0.1.0';

/** Per-token request limit: `max` requests each `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** Everything the API server runs with; read from flags and the environment by the caller. */
export interface ApiServerOptions {
  /** The country models `/<country>/calculate`, `/variables` and `/parameters` serve, by id. */
  readonly countries: Readonly<Record<string, TaxSystem>>;
  /** Each country's marginal-rate measure, by id, for `/calculate`'s `marginal_rates`. */
  readonly marginalRates?: Readonly<Record<string, MarginalRateSpec>>;
  /** The bearer tokens, hashed. No tokens: every route that needs a scope answers 401. */
  readonly tokens: readonly StoredToken[];
  /** Report routes; without it they answer 404 `not_found`. */
  readonly reports?: ReportBackend;
  /** Largest request body, bytes (default 1 MiB; `/calculate` allows `calculateBodyLimit`). */
  readonly bodyLimit?: number;
  /** Largest `/calculate` body, bytes (default 32 MiB: 10,000 situations). */
  readonly calculateBodyLimit?: number;
  /** Per-token rate limit (default 600 requests a minute). */
  readonly rateLimit?: RateLimit;
  /** Origins allowed by CORS; none (the default): CORS headers are never sent. */
  readonly corsOrigins?: readonly string[];
  /** The built web page's directory, served at `/` when it exists. */
  readonly webRoot?: string;
  /** Log requests (pino) at this level; default silent. Tokens are never logged. */
  readonly logLevel?: 'silent' | 'info' | 'debug' | 'warn' | 'error';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a route needs; none: the route is public. */
    scope?: Scope;
  }
  interface FastifyRequest {
    /** The token that authenticated the request (its name and scopes). */
    principal?: StoredToken;
  }
}

/** The bearer token of a request, if it sent one. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** A validation problem as the zod type provider reports it. */
interface ValidationProblem {
  readonly keyword: string;
  readonly instancePath: string;
  readonly message: string;
  readonly params: { readonly keys?: readonly string[]; readonly origin?: string };
}

const problemsOf = (error: unknown): readonly ValidationProblem[] =>
  (error as { validation: ValidationProblem[] }).validation;

/** The validation problems of a request, each naming its field: `body.household: …`. */
function describeValidation(error: unknown, context: string): string {
  return problemsOf(error)
    .map((p) => {
      const path = [context, ...p.instancePath.split('/').filter(Boolean)].join('.');
      if (p.keyword === 'unrecognized_keys')
        return `${path}: unknown field${(p.params.keys?.length ?? 0) > 1 ? 's' : ''} ${(p.params.keys ?? []).map((k) => JSON.stringify(k)).join(', ')}`;
      return `${path}: ${p.message}`;
    })
    .join('; ');
}

/** Whether a request's body is a household batch longer than the limit. */
function isBatchTooLarge(body: unknown): boolean {
  const household = (body as { household?: unknown } | null | undefined)?.household;
  return Array.isArray(household) && household.length > MAX_CALCULATE_BATCH;
}

/**
 * Builds the API server (not listening yet): the zod type provider validates every request
 * against strict schemas, bearer tokens with scopes guard the routes, each token has a rate limit,
 * and every error is a `Failure` with its status from the one table. Call `listen` on it, and
 * `close` to stop it (running reports are cancelled).
 */
export async function createApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const secrets: string[] = [];
  const app = Fastify({
    logger:
      options.logLevel === undefined || options.logLevel === 'silent'
        ? false
        : { level: options.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: options.bodyLimit ?? 1 << 20,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: Fastify's default text/plain parser would let a text body reach validation.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error, request, reply) => {
    let thrown: unknown = error;
    const e = error as { code?: string; statusCode?: number; validationContext?: string };
    if (hasZodFastifySchemaValidationErrors(error)) {
      thrown = isBatchTooLarge(request.body)
        ? new ApiFailureError(
            ApiCode.batchTooLarge,
            `household: a batch holds at most 10,000 situations`,
          )
        : new ApiFailureError(
            ApiCode.invalidRequest,
            describeValidation(error, e.validationContext ?? 'body'),
          );
    } else if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      thrown = new ApiFailureError(
        ApiCode.bodyTooLarge,
        'the request body is larger than the limit',
      );
    else if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      thrown = new ApiFailureError(ApiCode.unsupportedMediaType, 'send application/json');
    else if (
      e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (e.statusCode === 400 && error instanceof SyntaxError)
    )
      thrown = new ApiFailureError(
        ApiCode.invalidRequest,
        `the body is not valid JSON: ${(error as Error).message}`,
      );
    const { status, failure } = failureOf(thrown, request.id, secrets);
    if (status >= 500) request.log.error({ err: error, code: failure.code }, 'request failed');
    void reply.status(status).type('application/json').send(failure);
  });
  app.setNotFoundHandler((request, reply) => {
    const { status, failure } = failureOf(
      new ApiFailureError(
        ApiCode.notFound,
        `no route ${request.method} ${request.url.split('?')[0]}`,
      ),
      request.id,
      secrets,
    );
    void reply.status(status).send(failure);
  });

  const limit = options.rateLimit ?? { max: 600, windowMs: 60_000 };
  await app.register(rateLimit, {
    global: true,
    hook: 'preParsing',
    max: limit.max,
    timeWindow: limit.windowMs,
    // Keyed on the token's name (never the token); public routes on the client address.
    keyGenerator: (request) =>
      request.principal === undefined ? `ip:${request.ip}` : `token:${request.principal.name}`,
    errorResponseBuilder: (_request, context) =>
      new ApiFailureError(
        ApiCode.rateLimited,
        `at most ${context.max} requests each ${context.after}; retry after ${Math.ceil(context.ttl / 1000)} s`,
      ),
  });
  // Authentication first, so an unauthenticated request costs nothing more; the scope a route
  // needs is in its config.
  // Failed authentications count against the client address, so tokens cannot be guessed fast.
  const authFailures = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `auth:${request.ip}`,
  });
  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    failure: ApiFailureError,
  ): Promise<never> => {
    const counted = await authFailures(request);
    // `isAllowed` means allow-listed; `isExceeded` is past the limit.
    if (!counted.isAllowed && counted.isExceeded) {
      void reply.header('retry-after', String(counted.ttlInSeconds));
      throw new ApiFailureError(
        ApiCode.rateLimited,
        `too many failed authentications; retry after ${counted.ttlInSeconds} s`,
      );
    }
    throw failure;
  };
  app.addHook('onRequest', async (request, reply) => {
    const scope = request.routeOptions.config.scope;
    if (scope === undefined) return;
    const presented = bearerOf(request);
    if (presented === undefined)
      return refuse(
        request,
        reply,
        new ApiFailureError(ApiCode.unauthenticated, 'send Authorization: Bearer <token>'),
      );
    const token = findToken(options.tokens, presented);
    if (token === undefined)
      return refuse(
        request,
        reply,
        new ApiFailureError(ApiCode.unauthenticated, 'the token is not valid'),
      );
    if (!hasScope(token, scope))
      throw new ApiFailureError(ApiCode.insufficientScope, `this route needs the ${scope} scope`);
    request.principal = token;
  });

  if (options.corsOrigins !== undefined && options.corsOrigins.length > 0)
    await app.register(cors, { origin: [...options.corsOrigins] });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fiscus API',
        version: API_VERSION,
        description: 'Household calculations and reform reports.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  registerCalculateRoutes(app, {
    countries: options.countries,
    ...(options.marginalRates === undefined ? {} : { marginalRates: options.marginalRates }),
    bodyLimit: options.calculateBodyLimit ?? 32 << 20,
  });
  registerMetadataRoutes(app, { countries: options.countries, apiVersion: API_VERSION });
  const service = options.reports === undefined ? undefined : new ReportService(options.reports);
  registerReportRoutes(app, service);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  if (options.webRoot !== undefined && existsSync(options.webRoot))
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: '/',
      index: ['index.html'],
    });
  app.addHook('onClose', async () => {
    await service?.close();
  });
  return app as unknown as FastifyInstance;
}
