import { z } from 'zod';
import { PolicySchema } from './policy.js';

/**
 * The countries Fiscus serves: each has a country pack (`src/countries`), and the pack table is a
 * `Record<Country, CountryPack>`, so a country listed here without a pack does not compile.
 */
export const COUNTRIES = ['us', 'uk'] as const;
/** A country Fiscus serves. */
export type Country = (typeof COUNTRIES)[number];

/**
 * A country id as it crosses a boundary: lower-case letters. Which ids are served is the
 * runtime's to say (its country packs), so a request naming another is refused by the executor
 * with `unsupported_country`, after the contract's checks.
 */
export const CountryIdSchema = z
  .string()
  .regex(/^[a-z]{2,16}$/, 'a country id is 2–16 lower-case letters, such as "us"');

/** First and last simulation year a request may ask for. */
export const YEAR_RANGE = { min: 2024, max: 2035 } as const;

/** Aggregates a report can compute, in MacroOutput order. */
export const AGGREGATES = [
  'budget',
  'detailed_budget',
  'decile',
  'intra_decile',
  'inequality',
  'poverty',
  'poverty_by_gender',
  'poverty_by_race',
  'states',
] as const;
/** One aggregate of a report. */
export type Aggregate = (typeof AGGREGATES)[number];

/** Delivery modes: record in the database (default) or return to the caller. */
export const DELIVERY_MODES = ['database', 'return'] as const;
/** A delivery mode. */
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** Ids of reports, simulations and correlations: 1–128 URL-safe characters. */
export const IdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/,
    'ids are 1–128 characters of A-Z a-z 0-9 . _ : -, starting with a letter or digit',
  );

/** A region string: the country id (national), or a region of the country's pack (a state, a region group…). */
export const RegionSchema = z.string().min(2).max(32);

/** How a report is delivered. A `return` delivery cannot compare with a reference report. */
export const DeliverySchema = z
  .strictObject({
    mode: z.enum(DELIVERY_MODES),
    compareWith: IdSchema.optional(),
  })
  .superRefine((delivery, ctx) => {
    if (delivery.mode === 'return' && delivery.compareWith !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['compareWith'],
        message:
          'a return delivery writes no records, so it cannot compare with a reference report; use mode "database" or drop compareWith',
        params: { code: 'compare_requires_database_delivery' },
      });
    }
  });

/** A report request, validated before anything runs. */
export const ReportRequestSchema = z.strictObject({
  country: CountryIdSchema,
  year: z.number().int().min(YEAR_RANGE.min).max(YEAR_RANGE.max),
  region: RegionSchema,
  dataset: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'dataset names are lower-case letters, digits, _ . -')
    .default('default'),
  baselinePolicy: PolicySchema.default('current-law'),
  reformPolicy: PolicySchema,
  aggregates: z
    .array(z.enum(AGGREGATES))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: 'aggregates are listed twice; list each once',
      params: { code: 'duplicate_aggregate' },
    })
    .default([...AGGREGATES]),
  delivery: DeliverySchema.default({ mode: 'database' }),
  /** `segmented` (default true): a national run of a country with segments runs as one call per segment; other regions always run as one call. */
  options: z.strictObject({ segmented: z.boolean().optional() }).default({}),
  reportId: IdSchema,
  correlationId: IdSchema,
});

/** A validated report request (defaults applied). */
export type ReportRequest = z.output<typeof ReportRequestSchema>;
/** A report request as sent (defaults not yet applied). */
export type ReportRequestInput = z.input<typeof ReportRequestSchema>;
