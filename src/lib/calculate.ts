import type { Policy } from '../contract/index.js';
import {
  fillSituation,
  simulateSituations,
  type Situation,
  type TaxSystem,
} from '../engine/index.js';
import { countryPack, DEFAULT_COUNTRY } from '../countries/index.js';

/** Options of {@link calculateSituations}. */
export interface CalculateOptions {
  /** Variables to compute and fill in on each situation (ids of the model's variables). */
  readonly variables: readonly string[];
  /** Period of the outputs, e.g. `"2026"` (default: the year the inputs use most). */
  readonly period?: string;
  /** A reform, as `fiscus calc --reform` and report requests take it (default: current law). */
  readonly policy?: Policy;
  /** The country whose model computes (default: the first served, `fiscus calc`'s default). */
  readonly country?: string;
  /** The system to compute with (default: the country's model, built once per process). */
  readonly system?: TaxSystem;
}

const systems = new Map<string, Promise<TaxSystem>>();

/**
 * Computes PolicyEngine situations (household-API JSON) as one batch and returns each one with the
 * asked variables filled in for the period, as PolicyEngine's household API does and as
 * `fiscus calc --json` prints; a situation with PolicyEngine's `axes` gets a list of values per
 * instance, one per point. Throws the engine's `SituationError`/`EngineError` (each with its
 * `code` and every issue) for a situation or reform the model does not accept.
 *
 * @example
 * ```ts
 * const [filled] = await calculateSituations([situation], { variables: ['income_tax', 'eitc'] });
 * filled.tax_units.tax_unit.income_tax; // { "2026": 4016 }
 * ```
 */
export async function calculateSituations(
  situations: readonly Situation[],
  options: CalculateOptions,
): Promise<Situation[]> {
  const country = options.country ?? DEFAULT_COUNTRY;
  let loading = systems.get(country);
  if (options.system === undefined && loading === undefined) {
    loading = countryPack(country)
      .loadModel()
      .then((model) => model.system);
    systems.set(country, loading);
  }
  const current = options.system ?? (await loading!);
  const policy = options.policy ?? 'current-law';
  const system =
    policy === 'current-law' ? current : current.withReform(policy.reform, policy.structural ?? []);
  const { simulation, batch } = simulateSituations(system, situations, undefined, { axes: true });
  const period = options.period ?? batch.defaultPeriod;
  return situations.map((situation, index) =>
    fillSituation(simulation, batch, index, situation, options.variables, period),
  );
}
