import { AGGREGATES, type OutputPlan } from '../contract/index.js';
import { planOutputs, US_MACRO_PROFILE } from '../report/index.js';

/**
 * The columns precomputed US baselines hold: the output plan of every aggregate, race included —
 * the widest plan a report asks for, so any report's plan is covered.
 */
export function defaultCachedColumns(): OutputPlan {
  return planOutputs(US_MACRO_PROFILE, AGGREGATES, { includeRace: true });
}
