import {
  AGGREGATES,
  createOutputPlan,
  type Aggregate,
  type OutputPlan,
} from '../contract/index.js';
import {
  idColumn,
  isRelativePovertyMeasure,
  weightColumn,
  type MacroProfile,
} from './macro-profile.js';

/** Options of {@link planOutputs}. */
export interface PlanOutputsOptions {
  /** Plan the race column for `poverty_by_race` (only when the dataset has race). Default false. */
  readonly includeRace?: boolean;
}

type Needs = Record<string, string[]>;

function need(needs: Needs, entity: string, variables: readonly string[]): void {
  (needs[entity] ??= [idColumn(entity), weightColumn(entity)]).push(...variables);
}

const PLANNERS: Record<
  Aggregate,
  (profile: MacroProfile, needs: Needs, options: PlanOutputsOptions) => void
> = {
  budget: (p, n) =>
    need(n, 'household', [
      p.household.tax,
      p.household.stateIncomeTax,
      p.household.benefits,
      p.household.netIncome,
    ]),
  detailed_budget: (p, n) => {
    for (const program of p.programs) need(n, program.entity, [program.variable]);
  },
  decile: (p, n) => need(n, 'household', [p.household.netIncome, p.household.countPeople]),
  intra_decile: (p, n) => need(n, 'household', [p.household.netIncome, p.household.countPeople]),
  inequality: (p, n) => need(n, 'household', [p.household.netIncome, p.household.countPeople]),
  poverty: (p, n) => {
    need(n, 'person', [p.person.age, p.person.inPoverty, p.person.inDeepPoverty]);
    for (const measure of p.person.povertyMeasures ?? []) {
      if (isRelativePovertyMeasure(measure)) {
        need(n, 'person', [p.person.householdId]);
        need(n, 'household', [measure.relative.householdIncome]);
      } else need(n, 'person', [measure.inPoverty, measure.inDeepPoverty]);
    }
  },
  poverty_by_gender: (p, n) =>
    need(n, 'person', [p.person.isMale, p.person.inPoverty, p.person.inDeepPoverty]),
  poverty_by_race: (p, n, o) => {
    if (o.includeRace === true && p.person.race !== undefined)
      need(n, 'person', [p.person.race, p.person.inPoverty, p.person.inDeepPoverty]);
  },
  states: (p, n) => {
    if (p.household.region === undefined) return;
    need(n, 'household', [
      p.household.region,
      p.household.tax,
      p.household.stateIncomeTax,
      p.household.netIncome,
      p.household.countPeople,
    ]);
    need(n, 'person', [p.person.householdId, p.person.inPoverty]);
    for (const id of p.otherStateTaxPrograms ?? []) {
      const program = p.programs.find((x) => x.id === id);
      if (program === undefined) continue; // aggregation names the mistake
      need(n, program.entity, [program.variable]);
      if (program.entity !== 'household' && program.entity !== 'person')
        need(n, 'person', [idColumn(program.entity)]);
    }
  },
};

/**
 * The output plan of a report: for each entity, the id, the weight and the variables the
 * requested aggregates need — nothing more — sorted, with the plan's SHA-256. Without
 * `includeRace`, `poverty_by_race` plans nothing; without a household region column in the
 * profile, `states` plans nothing.
 */
export function planOutputs(
  profile: MacroProfile,
  aggregates: readonly Aggregate[] = AGGREGATES,
  options: PlanOutputsOptions = {},
): OutputPlan {
  const needs: Needs = {};
  for (const aggregate of aggregates) PLANNERS[aggregate](profile, needs, options);
  return createOutputPlan(needs);
}
