import {
  AGGREGATES,
  MacroOutputSchema,
  type Aggregate,
  type MacroOutput,
  type ReportProvenance,
} from '../contract/index.js';
import type { Frame } from '../data/index.js';
import { computeBudget, computeDetailedBudget } from './budget.js';
import {
  computeDecile,
  computeInequality,
  computeIntraDecile,
  readHouseholdIncomes,
  type HouseholdIncomes,
} from './distribution.js';
import type { MacroProfile } from './macro-profile.js';
import {
  computePoverty,
  computePovertyByGender,
  computePovertyByRace,
  computePovertyMeasures,
} from './poverty.js';
import { reportAggregateSha256, roundNumbers } from './report-digest.js';
import { pairFrames, type SortedFrame } from './sorted-frame.js';
import { computeStates } from './states.js';

/** What {@link aggregateReport} needs: both simulations' frames by entity, and where they came from. */
export interface AggregateReportInput {
  readonly profile: MacroProfile;
  readonly baseline: Readonly<Record<string, Frame>>;
  readonly reform: Readonly<Record<string, Frame>>;
  readonly modelVersion: string;
  readonly dataVersion: string;
  readonly provenance: ReportProvenance;
  /**
   * Sections to compute; default all. `poverty_by_race` is computed only when the person frame
   * has race, `states` only when the profile names a household region column.
   */
  readonly aggregates?: readonly Aggregate[];
}

/** The report and its digest. */
export interface AggregatedReport {
  readonly macroOutput: MacroOutput;
  readonly reportAggregateSha256: string;
}

/**
 * Aggregates two simulations of one population into the MacroOutput (DESIGN.md §7) and its
 * digest. Pure. Baseline and reform frames of each entity must hold the same ids in the same order
 * (`report_row_identity_mismatch` otherwise); rows are then read in ascending id order and every
 * sum is compensated, so the result does not depend on how rows were split into segments or
 * ordered. Every number is rounded by `roundForDigest` before the MacroOutput is returned and
 * hashed, so the returned object is exactly what the digest covers.
 */
export function aggregateReport(input: AggregateReportInput): AggregatedReport {
  const { profile } = input;
  const requested = new Set(input.aggregates ?? AGGREGATES);
  const pairs = new Map<string, { baseline: SortedFrame; reform: SortedFrame }>();
  const pairOf = (entity: string): { baseline: SortedFrame; reform: SortedFrame } => {
    let pair = pairs.get(entity);
    if (pair === undefined) {
      pair = pairFrames(entity, input.baseline[entity], input.reform[entity]);
      pairs.set(entity, pair);
    }
    return pair;
  };
  let incomes: HouseholdIncomes | undefined;
  const householdIncomes = (): HouseholdIncomes =>
    (incomes ??= readHouseholdIncomes(profile, pairOf('household')));

  const output: MacroOutput = {
    model_version: input.modelVersion,
    data_version: input.dataVersion,
    provenance: input.provenance,
  };
  if (requested.has('budget')) output.budget = computeBudget(profile, pairOf('household'));
  if (requested.has('detailed_budget'))
    output.detailed_budget = computeDetailedBudget(profile, pairOf);
  if (requested.has('decile')) output.decile = computeDecile(householdIncomes());
  if (requested.has('intra_decile')) output.intra_decile = computeIntraDecile(householdIncomes());
  if (requested.has('inequality')) output.inequality = computeInequality(householdIncomes());
  if (requested.has('poverty')) {
    output.poverty = computePoverty(profile, pairOf('person'));
    const measures = computePovertyMeasures(profile, pairOf);
    if (measures !== undefined) output.poverty_measures = measures;
  }
  if (requested.has('poverty_by_gender'))
    output.poverty_by_gender = computePovertyByGender(profile, pairOf('person'));
  const race = profile.person.race;
  if (
    requested.has('poverty_by_race') &&
    race !== undefined &&
    pairOf('person').baseline.has(race)
  ) {
    output.poverty_by_race = computePovertyByRace(profile, pairOf('person'), race);
  }
  if (requested.has('states') && profile.household.region !== undefined) {
    output.states = computeStates(profile, pairOf);
  }
  const macroOutput = MacroOutputSchema.parse(roundNumbers(output));
  return { macroOutput, reportAggregateSha256: reportAggregateSha256(macroOutput) };
}
