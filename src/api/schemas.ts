/**
 * The zod schemas of the HTTP API: what each route accepts (strict: an unknown field is a 400 that
 * names it) and answers. The OpenAPI document is generated from them.
 */
import { z } from 'zod';
import {
  AGGREGATES,
  COUNTRIES,
  DeliverySchema,
  FailureSchema,
  IdSchema,
  MacroOutputSchema,
  PolicySchema,
  PeriodValuesSchema,
  RegionSchema,
  ReportExecutionResultSchema,
  YEAR_RANGE,
} from '../contract/index.js';

/** Most situations one `/calculate` request may carry. */
export const MAX_CALCULATE_BATCH = 10_000;
/** Deepest explanation trace a request may ask for. */
export const MAX_EXPLAIN_DEPTH = 32;

/**
 * A household situation in PolicyEngine's format: entity plurals (`people`, `tax_units`…) → named
 * instances → `{variable: {period: value}}`, with `null` for the values to compute. Its inside is
 * checked by the engine against the model, every problem at once.
 */
export const SituationSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: 'Situation', description: "A household situation in PolicyEngine's format" });

/** A reform in PolicyEngine's convention: `{"parameter.path": {"YYYY-MM-DD.YYYY-MM-DD": value}}`. */
export const ReformSchema = z
  .record(z.string(), PeriodValuesSchema)
  .meta({ id: 'Reform', description: 'Parameter changes: path → period → value' });

/** The body of `POST /<country>/calculate`. */
export const CalculateRequestSchema = z.strictObject({
  household: z.union([SituationSchema, z.array(SituationSchema).min(1).max(MAX_CALCULATE_BATCH)]),
  policy: ReformSchema.optional(),
  marginal_rates: z.boolean().optional().meta({
    description:
      "Also measure each adult's marginal tax rate (with its parts) and benefit cliffs, placed on the people as marginal_tax_rate, marginal_tax_rate_<part>, cliff_gap and is_on_cliff",
  }),
  explain: z
    .strictObject({
      variable: z.string().min(1).max(128),
      period: z.string().max(32).optional(),
      depth: z.number().int().min(1).max(MAX_EXPLAIN_DEPTH).default(4),
      situation: z.number().int().min(0).default(0),
    })
    .optional(),
});

/** One parameter value a traced formula read. */
const TracedParameterSchema = z.strictObject({
  path: z.string(),
  instant: z.string(),
  value: z.unknown(),
  reference: z.array(z.string()),
});

/** How one value was computed, with its dependencies down to the requested depth. */
export interface ExplanationNode {
  readonly variable: string;
  readonly period: string;
  readonly source?: string | undefined;
  readonly formulaStart?: string | undefined;
  readonly values: readonly (number | boolean | string)[];
  readonly parameters: readonly z.infer<typeof TracedParameterSchema>[];
  readonly truncated: boolean;
  readonly dependencies: readonly ExplanationNode[];
}

/** The schema of {@link ExplanationNode} (recursive). */
export const ExplanationNodeSchema: z.ZodType<ExplanationNode> = z
  .strictObject({
    variable: z.string(),
    period: z.string(),
    source: z.string().optional(),
    formulaStart: z.string().optional(),
    values: z.array(z.union([z.number(), z.boolean(), z.string()])),
    parameters: z.array(TracedParameterSchema),
    truncated: z.boolean(),
    get dependencies(): z.ZodArray<z.ZodType<ExplanationNode>> {
      return z.array(ExplanationNodeSchema);
    },
  })
  .meta({ id: 'ExplanationNode' });

/** The answer of `/calculate`, as PolicyEngine's household API gives it, plus the explanation. */
export const CalculateResponseSchema = z.strictObject({
  status: z.literal('ok'),
  message: z.null(),
  result: z.union([SituationSchema, z.array(SituationSchema)]),
  explanation: ExplanationNodeSchema.optional(),
});

/** The body of `POST /reports`: a report request without the ids, which the server assigns. */
export const ReportCreateSchema = z.strictObject({
  country: z.enum(COUNTRIES),
  year: z.number().int().min(YEAR_RANGE.min).max(YEAR_RANGE.max),
  /** Default: the country (a national report). */
  region: RegionSchema.optional(),
  dataset: z.string().max(64).optional(),
  baselinePolicy: PolicySchema.optional(),
  reformPolicy: PolicySchema,
  aggregates: z.array(z.enum(AGGREGATES)).min(1).optional(),
  delivery: DeliverySchema.optional(),
  options: z.strictObject({ segmented: z.boolean().optional() }).optional(),
});

/** `POST /reports` with database delivery: the report's id, to follow. */
export const ReportAcceptedSchema = z.strictObject({
  reportId: IdSchema,
  status: z.literal('accepted'),
  links: z.strictObject({ self: z.string(), events: z.string() }),
});

/** A report's state as `GET /reports/:id` gives it. */
export const ReportStatusSchema = z.strictObject({
  reportId: IdSchema,
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'cancelled']),
  failure: FailureSchema.optional(),
  macroOutput: MacroOutputSchema.optional(),
  reportAggregateSha256: z.string().optional(),
  modelVersion: z.string().optional(),
  progress: z.strictObject({ done: z.number().int(), total: z.number().int() }).optional(),
});

/** The path parameter of the report routes. */
export const ReportIdParamsSchema = z.strictObject({ id: IdSchema });

/** `GET /metadata`: the API and each country model it serves. */
export const MetadataSchema = z.strictObject({
  api: z.strictObject({ version: z.string() }),
  countries: z.array(
    z.strictObject({
      id: z.string(),
      modelVersion: z.string(),
      rulesHash: z.string(),
      variables: z.number().int(),
      parameters: z.number().int(),
      entities: z.array(
        z.strictObject({
          key: z.string(),
          plural: z.string(),
          label: z.string(),
          roles: z.array(z.string()),
        }),
      ),
    }),
  ),
});

const listQuery = {
  /** Default: the first country the contract serves. */
  country: z.string().min(2).max(8).default(COUNTRIES[0]),
  search: z.string().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
};

/** The query of `GET /variables`. */
export const VariablesQuerySchema = z.strictObject(listQuery);

/** `GET /variables`: variables whose id or label contains the search text. */
export const VariablesResponseSchema = z.strictObject({
  total: z.number().int(),
  variables: z.array(
    z.strictObject({
      id: z.string(),
      entity: z.string(),
      valueType: z.string(),
      period: z.string(),
      label: z.string(),
      unit: z.string().optional(),
      reference: z.array(z.string()),
      enum: z.array(z.string()).optional(),
    }),
  ),
});

/** The query of `GET /parameters`. */
export const ParametersQuerySchema = z.strictObject({
  ...listQuery,
  at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'at is a date YYYY-MM-DD')
    .optional(),
});

/** `GET /parameters`: parameters whose path or label contains the search text, with their values. */
export const ParametersResponseSchema = z.strictObject({
  total: z.number().int(),
  at: z.string(),
  parameters: z.array(
    z.strictObject({
      path: z.string(),
      label: z.string().optional(),
      description: z.string().optional(),
      unit: z.string().optional(),
      reference: z.array(z.strictObject({ title: z.string(), href: z.string().optional() })),
      value: z.union([z.number(), z.boolean(), z.string(), z.null()]),
      values: z.array(
        z.strictObject({
          date: z.string(),
          value: z.union([z.number(), z.boolean(), z.string(), z.null()]),
        }),
      ),
    }),
  ),
});

/** Every error the API answers with: a {@link FailureSchema} Failure. */
export const FailureResponseSchema = FailureSchema.meta({ id: 'Failure' });

export { ReportExecutionResultSchema };
