import type { Situation } from './scenario.js';

/** A household the sampler may pick: its id in the source, its state and its situation. */
export interface HouseholdCandidate {
  readonly id: string;
  readonly state: string;
  readonly situation: Situation;
}

/**
 * Where scenarios are sampled from: a population of households with model inputs. The default
 * source wraps the default dataset (built lazily by the model bundle); tests hand in small
 * handmade populations.
 */
export interface ScenarioSource {
  readonly country: string;
  readonly year: number;
  /** Name of the population (the dataset name). */
  readonly name: string;
  /** Content digest of the population; it enters sampling and the split, so a new population resamples. */
  readonly digest: string;
  /** The id of every household, in any order (sampling does not depend on the order). */
  householdIds(): Iterable<string>;
  /** One household with its situation, built only for households that are sampled. */
  household(id: string): HouseholdCandidate;
  /** The person inputs a scenario's `total_income` sums (default {@link INCOME_INPUTS}, the US ones). */
  readonly incomeInputs?: readonly string[];
  /** False when the country has no filing status: scenarios then carry an empty one (default true). */
  readonly filingStatus?: boolean;
}

/** Error raised when a source is asked for a household it does not hold. */
export class UnknownHouseholdError extends Error {
  readonly code = 'eval_unknown_household';
  constructor(readonly householdId: string) {
    super(`no household ${householdId} in the scenario source`);
    this.name = 'UnknownHouseholdError';
  }
}

/** A {@link ScenarioSource} over a fixed list of households. */
export function createListScenarioSource(options: {
  country: string;
  year: number;
  name: string;
  digest: string;
  households: readonly HouseholdCandidate[];
}): ScenarioSource {
  const { households, ...rest } = options;
  const byId = new Map(households.map((h) => [h.id, h]));
  return {
    ...rest,
    householdIds: () => byId.keys(),
    household: (id) => {
      const found = byId.get(id);
      if (found === undefined) throw new UnknownHouseholdError(id);
      return found;
    },
  };
}
