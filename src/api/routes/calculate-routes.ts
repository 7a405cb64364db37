import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MarginalRateSpec, TaxSystem } from '../../engine/index.js';
import { calculateHouseholds } from '../calculate.js';
import {
  CalculateRequestSchema,
  CalculateResponseSchema,
  FailureResponseSchema,
} from '../schemas.js';
import { Scope } from '../tokens.js';

/** The error answers every guarded route documents. */
export const FAILURE_RESPONSES = {
  400: FailureResponseSchema,
  401: FailureResponseSchema,
  403: FailureResponseSchema,
  429: FailureResponseSchema,
} as const;

/** Registers `POST /<country>/calculate` for each country model (scope `calculate`). */
export function registerCalculateRoutes(
  app: FastifyInstance,
  options: {
    readonly countries: Readonly<Record<string, TaxSystem>>;
    /** Each country's marginal-rate measure, for `marginal_rates` (a country without one refuses it). */
    readonly marginalRates?: Readonly<Record<string, MarginalRateSpec>>;
    readonly bodyLimit: number;
  },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [country, system] of Object.entries(options.countries)) {
    typed.post(
      `/${country}/calculate`,
      {
        bodyLimit: options.bodyLimit,
        config: { scope: Scope.calculate },
        schema: {
          summary: `Compute household situations with the ${country.toUpperCase()} model`,
          description:
            "PolicyEngine's household API: the situation (or a batch of up to 10,000) with every null value computed, under current law or the policy; a situation's axes vary variables over evenly spaced points (one value per point in the answer); optionally each adult's marginal rates and benefit cliffs, and the explanation of one variable.",
          security: [{ bearer: [] }],
          body: CalculateRequestSchema,
          response: {
            200: CalculateResponseSchema,
            ...FAILURE_RESPONSES,
            413: FailureResponseSchema,
            422: FailureResponseSchema,
          },
        },
      },
      async (request) =>
        calculateHouseholds(system, request.body, options.marginalRates?.[country]),
    );
  }
}
