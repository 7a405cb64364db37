import type { BaselineReform, MacroOutput } from '../contract/index.js';
import { weightColumn, type MacroProfile } from './macro-profile.js';
import type { SortedFrame } from './sorted-frame.js';
import { CompensatedSum, safeRatio } from './summation.js';

type Pair = { baseline: SortedFrame; reform: SortedFrame };
type Rates = {
  poverty: Record<string, BaselineReform>;
  deep_poverty: Record<string, BaselineReform>;
};

/** Age bounds of the poverty age groups: children are under 18, seniors 65 and over. */
export const CHILD_AGE_LIMIT = 18;
/** Age from which a person is a senior. */
export const SENIOR_AGE = 65;

/**
 * Person-weighted rates of the poverty and deep-poverty flags, under both policies, for each group
 * of a partition (`group[i]` = index into `names`), and for everyone when `allName` is given. One
 * pass over people in id order, compensated sums: deterministic.
 */
function partitionRates(
  measure: Pick<MacroProfile['person'], 'inPoverty' | 'inDeepPoverty'>,
  people: Pair,
  group: Uint8Array,
  names: readonly string[],
  allName?: string,
): Rates {
  const weight = people.baseline.floats(weightColumn('person'));
  const flags = [
    people.baseline.floats(measure.inPoverty),
    people.reform.floats(measure.inPoverty),
    people.baseline.floats(measure.inDeepPoverty),
    people.reform.floats(measure.inDeepPoverty),
  ] as const;
  const slots = names.length + 1; // last slot: everyone
  const population = Array.from({ length: slots }, () => new CompensatedSum());
  const flagged = flags.map(() => Array.from({ length: slots }, () => new CompensatedSum()));
  for (let i = 0; i < weight.length; i++) {
    const w = weight[i]!;
    const g = group[i]!;
    population[g]!.add(w);
    population[names.length]!.add(w);
    for (let f = 0; f < 4; f++) {
      if (flags[f]![i]! === 0) continue;
      flagged[f]![g]!.add(w * flags[f]![i]!);
      flagged[f]![names.length]!.add(w * flags[f]![i]!);
    }
  }
  const rate = (f: number, slot: number): number =>
    safeRatio(flagged[f]![slot]!.value, population[slot]!.value);
  const out: Rates = { poverty: {}, deep_poverty: {} };
  const entries: [string, number][] = names.map((name, slot) => [name, slot]);
  if (allName !== undefined) entries.push([allName, names.length]);
  for (const [name, slot] of entries) {
    out.poverty[name] = { baseline: rate(0, slot), reform: rate(1, slot) };
    out.deep_poverty[name] = { baseline: rate(2, slot), reform: rate(3, slot) };
  }
  return out;
}

/**
 * Poverty and deep poverty rates (person-weighted shares of people flagged, as the model flags
 * them — SPM in the US) for children (< 18), adults (18–64), seniors (≥ 65) and all, under both
 * policies. Demographics come from the baseline frame.
 */
export function computePoverty(
  profile: MacroProfile,
  people: Pair,
  measure: Pick<MacroProfile['person'], 'inPoverty' | 'inDeepPoverty'> = profile.person,
): NonNullable<MacroOutput['poverty']> {
  const age = people.baseline.floats(profile.person.age);
  const group = new Uint8Array(age.length);
  for (let i = 0; i < age.length; i++)
    group[i] = age[i]! < CHILD_AGE_LIMIT ? 0 : age[i]! < SENIOR_AGE ? 1 : 2;
  return partitionRates(measure, people, group, ['child', 'adult', 'senior'], 'all') as NonNullable<
    MacroOutput['poverty']
  >;
}

/**
 * The profile's further poverty measures (`person.povertyMeasures`), each by age group as
 * {@link computePoverty} gives the headline one, with its label; undefined when it names none.
 */
export function computePovertyMeasures(
  profile: MacroProfile,
  people: Pair,
): MacroOutput['poverty_measures'] {
  const measures = profile.person.povertyMeasures ?? [];
  if (measures.length === 0) return undefined;
  return Object.fromEntries(
    measures.map((m) => [m.id, { label: m.label, ...computePoverty(profile, people, m) }]),
  );
}

/** Poverty and deep poverty rates of males and females under both policies. */
export function computePovertyByGender(
  profile: MacroProfile,
  people: Pair,
): NonNullable<MacroOutput['poverty_by_gender']> {
  const male = people.baseline.floats(profile.person.isMale);
  const group = new Uint8Array(male.length);
  for (let i = 0; i < male.length; i++) group[i] = male[i]! === 1 ? 0 : 1;
  return partitionRates(profile.person, people, group, ['male', 'female']) as NonNullable<
    MacroOutput['poverty_by_gender']
  >;
}

/** Poverty and deep poverty rates by race, one entry per category of the race enum column. */
export function computePovertyByRace(
  profile: MacroProfile,
  people: Pair,
  raceColumn: string,
): NonNullable<MacroOutput['poverty_by_race']> {
  const { codes, categories } = people.baseline.categorical(raceColumn);
  return partitionRates(profile.person, people, Uint8Array.from(codes), categories);
}
