import type { BaselineReform, MacroOutput } from '../contract/index.js';
import {
  idColumn,
  isRelativePovertyMeasure,
  weightColumn,
  type MacroProfile,
  type RelativePovertyMeasure,
} from './macro-profile.js';
import { REPORT_INPUT_ERROR_CODES, ReportInputError } from './report-input-error.js';
import { NO_ROW, rowsOfIds, type SortedFrame } from './sorted-frame.js';
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

/** Each person's flags: poverty and deep poverty, under the baseline and the reform. */
type Flags = readonly [ArrayLike<number>, ArrayLike<number>, ArrayLike<number>, ArrayLike<number>];

/** The flags of a measure the model flags, read from the person frames. */
function flaggedColumns(
  measure: Pick<MacroProfile['person'], 'inPoverty' | 'inDeepPoverty'>,
  people: Pair,
): Flags {
  return [
    people.baseline.floats(measure.inPoverty),
    people.reform.floats(measure.inPoverty),
    people.baseline.floats(measure.inDeepPoverty),
    people.reform.floats(measure.inDeepPoverty),
  ];
}

/**
 * Person-weighted rates of the poverty and deep-poverty flags, under both policies, for each group
 * of a partition (`group[i]` = index into `names`), and for everyone when `allName` is given. One
 * pass over people in id order, compensated sums: deterministic.
 */
function partitionRates(
  flags: Flags,
  people: Pair,
  group: Uint8Array,
  names: readonly string[],
  allName?: string,
): Rates {
  const weight = people.baseline.floats(weightColumn('person'));
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
  flags: Flags = flaggedColumns(profile.person, people),
): NonNullable<MacroOutput['poverty']> {
  const age = people.baseline.floats(profile.person.age);
  const group = new Uint8Array(age.length);
  for (let i = 0; i < age.length; i++)
    group[i] = age[i]! < CHILD_AGE_LIMIT ? 0 : age[i]! < SENIOR_AGE ? 1 : 2;
  return partitionRates(flags, people, group, ['child', 'adult', 'senior'], 'all') as NonNullable<
    MacroOutput['poverty']
  >;
}

/**
 * The profile's further poverty measures (`person.povertyMeasures`), each by age group as
 * {@link computePoverty} gives the headline one, with its label; undefined when it names none.
 */
export function computePovertyMeasures(
  profile: MacroProfile,
  pairOf: (entity: string) => Pair,
): MacroOutput['poverty_measures'] {
  const measures = profile.person.povertyMeasures ?? [];
  if (measures.length === 0) return undefined;
  const people = pairOf('person');
  return Object.fromEntries(
    measures.map((m) => {
      const flags = isRelativePovertyMeasure(m)
        ? relativeFlags(profile, m, people, pairOf('household'))
        : flaggedColumns(m, people);
      return [m.id, { label: m.label, ...computePoverty(profile, people, flags) }];
    }),
  );
}

/**
 * The flags of a relative measure: under each policy, each person's household income against
 * `share` (and `deepShare`) of that policy's person-weighted median ({@link weightedMedian}, over
 * people in id order, so segmentation cannot change it). A person whose household is not in the
 * household frame is an error.
 */
function relativeFlags(
  profile: MacroProfile,
  measure: RelativePovertyMeasure,
  people: Pair,
  households: Pair,
): Flags {
  const { householdIncome, share, deepShare } = measure.relative;
  const householdIds = households.baseline.floats(idColumn('household'));
  const personHousehold = people.baseline.floats(profile.person.householdId);
  const rows = rowsOfIds(householdIds, personHousehold);
  for (let i = 0; i < rows.length; i++) {
    if (rows[i] === NO_ROW)
      throw new ReportInputError(
        REPORT_INPUT_ERROR_CODES.householdMissing,
        `person row ${i} names household ${personHousehold[i]}, which is not in the household frame (poverty measure ${measure.id})`,
        'person',
        profile.person.householdId,
      );
  }
  const weight = people.baseline.floats(weightColumn('person'));
  const flagsOf = (frame: SortedFrame): [Float64Array, Float64Array] => {
    const byHousehold = frame.floats(householdIncome);
    const income = Float64Array.from(rows, (row) => byHousehold[row]!);
    const median = weightedMedian(income, weight);
    const poor = new Float64Array(income.length);
    const deep = new Float64Array(income.length);
    for (let i = 0; i < income.length; i++) {
      if (income[i]! < share * median) poor[i] = 1;
      if (income[i]! < deepShare * median) deep[i] = 1;
    }
    return [poor, deep];
  };
  const [basePoor, baseDeep] = flagsOf(households.baseline);
  const [reformPoor, reformDeep] = flagsOf(households.reform);
  return [basePoor, reformPoor, baseDeep, reformDeep];
}

/**
 * The weighted median of `values`: the smallest value at which the rows at or below it carry at
 * least half the total weight (rows of equal value in row order). 0 when the total weight is 0.
 */
export function weightedMedian(values: ArrayLike<number>, weights: ArrayLike<number>): number {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (a, b) => values[a]! - values[b]! || a - b,
  );
  const total = new CompensatedSum();
  for (let i = 0; i < weights.length; i++) total.add(weights[i]!);
  const half = total.value / 2;
  if (!(half > 0)) return 0;
  const running = new CompensatedSum();
  for (const i of order) {
    running.add(weights[i]!);
    if (running.value >= half) return values[i]!;
  }
  return values[order[order.length - 1]!]!;
}

/** Poverty and deep poverty rates of males and females under both policies. */
export function computePovertyByGender(
  profile: MacroProfile,
  people: Pair,
): NonNullable<MacroOutput['poverty_by_gender']> {
  const male = people.baseline.floats(profile.person.isMale);
  const group = new Uint8Array(male.length);
  for (let i = 0; i < male.length; i++) group[i] = male[i]! === 1 ? 0 : 1;
  return partitionRates(flaggedColumns(profile.person, people), people, group, [
    'male',
    'female',
  ]) as NonNullable<MacroOutput['poverty_by_gender']>;
}

/** Poverty and deep poverty rates by race, one entry per category of the race enum column. */
export function computePovertyByRace(
  profile: MacroProfile,
  people: Pair,
  raceColumn: string,
): NonNullable<MacroOutput['poverty_by_race']> {
  const { codes, categories } = people.baseline.categorical(raceColumn);
  return partitionRates(
    flaggedColumns(profile.person, people),
    people,
    Uint8Array.from(codes),
    categories,
  );
}
