import { AGGREGATES, type Aggregate, type OutputPlan } from '../contract/index.js';
import { planOutputs, US_MACRO_PROFILE } from '../report/index.js';

/**
 * The columns precomputed US baselines hold: the output plan of every aggregate, race included —
 * the widest plan a report asks for, so any report's plan is covered. A narrower set of
 * aggregates gives a narrower set (reports that need more find the baseline `incomplete`).
 */
export function defaultCachedColumns(aggregates: readonly Aggregate[] = AGGREGATES): OutputPlan {
  return planOutputs(US_MACRO_PROFILE, aggregates, { includeRace: true });
}
