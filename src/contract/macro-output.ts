import { z } from 'zod';
import { Sha256Schema } from './output-plan.js';
import { CountryIdSchema } from './report-request.js';

const finite = z.number();

/** A value under the baseline and under the reform. */
export const BaselineReformSchema = z.strictObject({ baseline: finite, reform: finite });
/** A value under the baseline and under the reform. */
export type BaselineReform = z.infer<typeof BaselineReformSchema>;

/** Decile keys "1" (poorest) … "10" (richest). */
export const DECILE_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
/** A decile key. */
export type DecileKey = (typeof DECILE_KEYS)[number];

/** The five buckets of relative change in household net income, from gain to loss. */
export const INTRA_DECILE_BUCKETS = [
  'Gain more than 5%',
  'Gain less than 5%',
  'No change',
  'Lose less than 5%',
  'Lose more than 5%',
] as const;
/** An intra-decile bucket. */
export type IntraDecileBucket = (typeof INTRA_DECILE_BUCKETS)[number];

/** Age groups of poverty rates: child (under 18), adult (18–64), senior (65 and over), all. */
export const AGE_GROUPS = ['child', 'adult', 'senior', 'all'] as const;

const perDecile = z.record(z.enum(DECILE_KEYS), finite);
const byAge = z.strictObject({
  child: BaselineReformSchema,
  adult: BaselineReformSchema,
  senior: BaselineReformSchema,
  all: BaselineReformSchema,
});
const byGender = z.strictObject({ male: BaselineReformSchema, female: BaselineReformSchema });
const byRace = z.record(z.string().min(1), BaselineReformSchema);

/** Budget totals (currency units per year). `budgetary_impact` = tax revenue impact − benefit spending impact. */
export const BudgetSchema = z.strictObject({
  tax_revenue_impact: finite,
  state_tax_revenue_impact: finite,
  benefit_spending_impact: finite,
  budgetary_impact: finite,
  households: finite,
  baseline_net_income: finite,
});

/**
 * One region of the `states` section (currency units per year; shares of people 0–1): total
 * state income tax under both policies, the change in national (federal) tax and in other state
 * taxes (a use tax: the three changes add up to the change in household tax), the total and the
 * household-weighted average change in household net income, the share of people in each
 * intra-decile bucket with the shares gaining and losing (the gain and loss buckets beyond "No
 * change"), and the poverty rate under both policies.
 */
export const RegionImpactSchema = z.strictObject({
  state_income_tax: BaselineReformSchema,
  federal_tax_change: finite,
  other_state_tax_change: finite,
  households: finite,
  net_income_change: finite,
  average_net_income_change: finite,
  people: z.record(z.enum(INTRA_DECILE_BUCKETS), finite),
  share_gaining: finite,
  share_losing: finite,
  poverty_rate: BaselineReformSchema,
  poverty_rate_change: finite,
});
/** One region of the `states` section. */
export type RegionImpact = z.infer<typeof RegionImpactSchema>;

/** Where a report came from; it enters the report digest, so it holds no clock reading. */
export const ReportProvenanceSchema = z.strictObject({
  country: CountryIdSchema,
  year: z.number().int(),
  region: z.string().min(1),
  dataset: z.string().min(1),
  datasetDigest: Sha256Schema,
  modelVersion: z.string().min(1),
  baselineSystemHash: z.string().min(1),
  reformSystemHash: z.string().min(1),
  outputPlanSha256: Sha256Schema,
  baselineArtifactSha256: Sha256Schema.optional(),
  reformArtifactSha256: Sha256Schema.optional(),
});
/** Report provenance. */
export type ReportProvenance = z.infer<typeof ReportProvenanceSchema>;

/**
 * The report: the single-year macro output, shaped like PolicyEngine's so its readers can read
 * ours. Sections are present when their aggregate was requested (`poverty_by_race` only when the
 * data has race, `states` only when the country's profile names a region column). Every number is finite.
 */
export const MacroOutputSchema = z.strictObject({
  budget: BudgetSchema.optional(),
  detailed_budget: z
    .record(
      z.string().min(1),
      z.strictObject({ baseline: finite, reform: finite, difference: finite }),
    )
    .optional(),
  decile: z.strictObject({ average: perDecile, relative: perDecile }).optional(),
  intra_decile: z
    .strictObject({
      deciles: z.record(z.enum(INTRA_DECILE_BUCKETS), z.array(finite).length(10)),
      all: z.record(z.enum(INTRA_DECILE_BUCKETS), finite),
    })
    .optional(),
  inequality: z
    .strictObject({
      gini: BaselineReformSchema,
      top_10_pct_share: BaselineReformSchema,
      top_1_pct_share: BaselineReformSchema,
    })
    .optional(),
  poverty: z.strictObject({ poverty: byAge, deep_poverty: byAge }).optional(),
  /** The country's further poverty measures by age group (the UK's HBAI absolute poverty before and after housing costs): present with `poverty` when its profile names any. */
  poverty_measures: z
    .record(
      z.string().min(1),
      z.strictObject({ label: z.string().min(1), poverty: byAge, deep_poverty: byAge }),
    )
    .optional(),
  poverty_by_gender: z.strictObject({ poverty: byGender, deep_poverty: byGender }).optional(),
  poverty_by_race: z.strictObject({ poverty: byRace, deep_poverty: byRace }).optional(),
  /** Per region (lower-case, as requests name regions): present when the country's profile has a region column. */
  states: z.record(z.string().min(1), RegionImpactSchema).optional(),
  model_version: z.string().min(1),
  data_version: z.string().min(1),
  provenance: ReportProvenanceSchema,
});
/** The report's MacroOutput. */
export type MacroOutput = z.infer<typeof MacroOutputSchema>;
