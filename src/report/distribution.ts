import {
  DECILE_KEYS,
  INTRA_DECILE_BUCKETS,
  type IntraDecileBucket,
  type MacroOutput,
} from '../contract/index.js';
import { assignDeciles, equivalise } from './household-deciles.js';
import { rankBy } from './rank-by.js';
import { weightColumn, type MacroProfile } from './macro-profile.js';
import type { SortedFrame } from './sorted-frame.js';
import { CompensatedSum, safeRatio } from './summation.js';

/** Relative change below which (in absolute value) a household counts as "No change": 0.1%. */
export const NO_CHANGE_THRESHOLD = 1e-3;
/** Relative change separating small from large gains and losses: 5%. */
export const LARGE_CHANGE_THRESHOLD = 0.05;

/** The household columns every distributional section uses, in id order. */
export interface HouseholdIncomes {
  readonly weight: Float64Array;
  readonly peopleWeight: Float64Array;
  readonly baseline: Float64Array;
  readonly reform: Float64Array;
  readonly equivalisedBaseline: Float64Array;
  readonly equivalisedReform: Float64Array;
  readonly decile: Uint8Array;
}

/** Reads household net incomes of both policies and assigns income deciles (see {@link assignDeciles}). */
export function readHouseholdIncomes(
  profile: MacroProfile,
  households: { baseline: SortedFrame; reform: SortedFrame },
): HouseholdIncomes {
  const weight = households.baseline.floats(weightColumn('household'));
  const people = households.baseline.floats(profile.household.countPeople);
  const peopleWeight = weight.map((w, i) => w * people[i]!);
  const baseline = households.baseline.floats(profile.household.netIncome);
  const reform = households.reform.floats(profile.household.netIncome);
  const equivalisedBaseline = equivalise(baseline, people);
  return {
    weight,
    peopleWeight,
    baseline,
    reform,
    equivalisedBaseline,
    equivalisedReform: equivalise(reform, people),
    decile: assignDeciles(equivalisedBaseline, peopleWeight),
  };
}

/**
 * The decile section: per decile, `average` = household-weighted mean change in household net
 * income; `relative` = total change ÷ total baseline net income of the decile.
 */
export function computeDecile(incomes: HouseholdIncomes): NonNullable<MacroOutput['decile']> {
  const change = DECILE_KEYS.map(() => new CompensatedSum());
  const base = DECILE_KEYS.map(() => new CompensatedSum());
  const weight = DECILE_KEYS.map(() => new CompensatedSum());
  for (let i = 0; i < incomes.weight.length; i++) {
    const d = incomes.decile[i]! - 1;
    const w = incomes.weight[i]!;
    change[d]!.add(w * (incomes.reform[i]! - incomes.baseline[i]!));
    base[d]!.add(w * incomes.baseline[i]!);
    weight[d]!.add(w);
  }
  const average = {} as Record<(typeof DECILE_KEYS)[number], number>;
  const relative = {} as Record<(typeof DECILE_KEYS)[number], number>;
  DECILE_KEYS.forEach((key, d) => {
    average[key] = safeRatio(change[d]!.value, weight[d]!.value);
    relative[key] = safeRatio(change[d]!.value, base[d]!.value);
  });
  return { average, relative };
}

/**
 * The bucket of a household's relative change in net income, (reform − baseline) ÷
 * max(baseline, 1): more than +5%, up to +5%, within ±0.1% ("No change"), down to −5%, beyond −5%.
 */
export function changeBucket(baseline: number, reform: number): IntraDecileBucket {
  const change = (reform - baseline) / Math.max(baseline, 1);
  if (Math.abs(change) <= NO_CHANGE_THRESHOLD) return 'No change';
  if (change > LARGE_CHANGE_THRESHOLD) return 'Gain more than 5%';
  if (change > 0) return 'Gain less than 5%';
  if (change < -LARGE_CHANGE_THRESHOLD) return 'Lose more than 5%';
  return 'Lose less than 5%';
}

/**
 * The intra-decile section: the share of people of each decile (and of everyone, `all`) whose
 * household falls in each bucket of {@link changeBucket}; people weighted by household weight ×
 * household size.
 */
export function computeIntraDecile(
  incomes: HouseholdIncomes,
): NonNullable<MacroOutput['intra_decile']> {
  const inBucket = new Map(
    INTRA_DECILE_BUCKETS.map((b) => [b, DECILE_KEYS.map(() => new CompensatedSum())]),
  );
  const inDecile = DECILE_KEYS.map(() => new CompensatedSum());
  const allInBucket = new Map(INTRA_DECILE_BUCKETS.map((b) => [b, new CompensatedSum()]));
  const everyone = new CompensatedSum();
  for (let i = 0; i < incomes.weight.length; i++) {
    const d = incomes.decile[i]! - 1;
    const people = incomes.peopleWeight[i]!;
    const bucket = changeBucket(incomes.baseline[i]!, incomes.reform[i]!);
    inBucket.get(bucket)![d]!.add(people);
    inDecile[d]!.add(people);
    allInBucket.get(bucket)!.add(people);
    everyone.add(people);
  }
  const deciles = {} as Record<IntraDecileBucket, number[]>;
  const all = {} as Record<IntraDecileBucket, number>;
  for (const bucket of INTRA_DECILE_BUCKETS) {
    deciles[bucket] = inBucket
      .get(bucket)!
      .map((sum, d) => safeRatio(sum.value, inDecile[d]!.value));
    all[bucket] = safeRatio(allInBucket.get(bucket)!.value, everyone.value);
  }
  return { deciles, all };
}

/**
 * Inequality of equivalised household net income among people (weights household weight ×
 * size; negative incomes count as 0): the Gini coefficient (from the Lorenz curve, trapezoid
 * rule) and the income shares of the top 10% and top 1% of people (the household at the boundary
 * counts in part).
 */
export function computeInequality(
  incomes: HouseholdIncomes,
): NonNullable<MacroOutput['inequality']> {
  const base = measure(incomes.equivalisedBaseline, incomes.peopleWeight);
  const reform = measure(incomes.equivalisedReform, incomes.peopleWeight);
  return {
    gini: { baseline: base.gini, reform: reform.gini },
    top_10_pct_share: { baseline: base.top10, reform: reform.top10 },
    top_1_pct_share: { baseline: base.top1, reform: reform.top1 },
  };
}

function measure(
  equivalised: Float64Array,
  peopleWeight: Float64Array,
): { gini: number; top10: number; top1: number } {
  const income = equivalised.map((x) => Math.max(x, 0));
  const order = rankBy(income);
  const people = new CompensatedSum();
  const mass = new CompensatedSum();
  for (const i of order) {
    people.add(peopleWeight[i]!);
    mass.add(income[i]! * peopleWeight[i]!);
  }
  const P = people.value;
  const M = mass.value;
  if (P <= 0 || M <= 0) return { gini: 0, top10: 0, top1: 0 };
  // Lorenz area by trapezoids: B = Σ Δp · (L_prev + L), Gini = 1 − B.
  const area = new CompensatedSum();
  const cumulative = new CompensatedSum();
  for (const i of order) {
    const previous = cumulative.value / M;
    cumulative.add(income[i]! * peopleWeight[i]!);
    area.add((peopleWeight[i]! / P) * (previous + cumulative.value / M));
  }
  return {
    gini: 1 - area.value,
    top10: topShare(order, income, peopleWeight, P, M, 0.1),
    top1: topShare(order, income, peopleWeight, P, M, 0.01),
  };
}

function topShare(
  order: Uint32Array,
  income: Float64Array,
  weight: Float64Array,
  P: number,
  M: number,
  fraction: number,
): number {
  let remaining = fraction * P;
  const top = new CompensatedSum();
  for (let k = order.length - 1; k >= 0 && remaining > 0; k--) {
    const i = order[k]!;
    const take = Math.min(weight[i]!, remaining);
    top.add(income[i]! * take);
    remaining -= take;
  }
  return top.value / M;
}
