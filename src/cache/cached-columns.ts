import { AGGREGATES, type Aggregate, type OutputPlan } from '../contract/index.js';
import { planOutputs, type MacroProfile } from '../report/index.js';

/**
 * The columns precomputed baselines of a country hold: the output plan of every aggregate, race included —
 * the widest plan a report asks for, so any report's plan is covered. A narrower set of
 * aggregates gives a narrower set (reports that need more find the baseline `incomplete`).
 */
export function defaultCachedColumns(
  profile: MacroProfile,
  aggregates: readonly Aggregate[] = AGGREGATES,
): OutputPlan {
  return planOutputs(profile, aggregates, { includeRace: true });
}
