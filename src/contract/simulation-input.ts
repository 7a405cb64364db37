import { z } from 'zod';
import { OutputPlanSchema } from './output-plan.js';
import { PolicySchema } from './policy.js';
import {
  CountryIdSchema,
  DELIVERY_MODES,
  IdSchema,
  RegionSchema,
  YEAR_RANGE,
} from './report-request.js';

/** Simulation roles in a report. */
export const SIMULATION_ROLES = ['baseline', 'reform'] as const;
/** A simulation role. */
export type SimulationRole = (typeof SIMULATION_ROLES)[number];

/**
 * What a baseline cache lookup found: a usable artifact (`hit`), one stored without every planned
 * column (`incomplete`), or nothing (`miss`).
 */
export const BASELINE_CACHE_OUTCOMES = ['hit', 'incomplete', 'miss'] as const;
/** One of {@link BASELINE_CACHE_OUTCOMES}. */
export type BaselineCacheOutcome = (typeof BASELINE_CACHE_OUTCOMES)[number];

/**
 * The input of one simulation worker call (or one segment of it): what to compute, for which
 * report, how it is delivered, and optionally the bundle identity the caller expects the worker to
 * run (the worker refuses to run another).
 */
export const SimulationInputSchema = z.strictObject({
  role: z.enum(SIMULATION_ROLES),
  country: CountryIdSchema,
  year: z.number().int().min(YEAR_RANGE.min).max(YEAR_RANGE.max),
  region: RegionSchema,
  dataset: z.string().min(1).max(64),
  policy: PolicySchema,
  outputPlan: OutputPlanSchema,
  segmentIndex: z.number().int().min(0).max(63).optional(),
  deliveryMode: z.enum(DELIVERY_MODES),
  reportId: IdSchema,
  correlationId: IdSchema,
  expectedBundle: z
    .strictObject({
      modelVersion: z.string().min(1).optional(),
      systemHash: z.string().min(1).optional(),
    })
    .optional(),
});
/** A simulation input. */
export type SimulationInput = z.infer<typeof SimulationInputSchema>;
