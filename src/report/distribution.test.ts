import { describe, expect, it } from 'vitest';
import {
  changeBucket,
  computeDecile,
  computeInequality,
  computeIntraDecile,
  type HouseholdIncomes,
} from './distribution.js';
import { assignDeciles } from './household-deciles.js';

/** Households of one person each, weight 1 unless given. */
function incomes(
  baseline: number[],
  reform: number[] = baseline,
  weights: number[] = baseline.map(() => 1),
): HouseholdIncomes {
  const b = Float64Array.from(baseline);
  const w = Float64Array.from(weights);
  return {
    weight: w,
    peopleWeight: w,
    baseline: b,
    reform: Float64Array.from(reform),
    equivalisedBaseline: b,
    equivalisedReform: Float64Array.from(reform),
    decile: assignDeciles(b, w),
  };
}

describe('deciles', () => {
  it('puts one household of ten in each decile, poorest first, whatever the row order', () => {
    expect([
      ...assignDeciles(
        Float64Array.from([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]),
        new Float64Array(10).fill(1),
      ),
    ]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([
      ...assignDeciles(Float64Array.from([100, 10, 50]), Float64Array.from([1, 1, 1])),
    ]).toEqual([9, 2, 6]);
  });

  it('places a household by the midpoint of its people on the cumulative scale', () => {
    // People weights 2,2,2,2,2 (total 10): midpoints 1,3,5,7,9 → deciles 2,4,6,8,10.
    expect([
      ...assignDeciles(Float64Array.from([1, 2, 3, 4, 5]), new Float64Array(5).fill(2)),
    ]).toEqual([2, 4, 6, 8, 10]);
  });

  it('computes average and relative change by decile', () => {
    const base = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    const reform = base.map((x, i) => (i === 0 ? x + 10 : i === 9 ? x - 20 : x));
    const decile = computeDecile(incomes(base, reform));
    expect(decile.average['1']).toBe(10);
    expect(decile.relative['1']).toBe(1);
    expect(decile.average['10']).toBe(-20);
    expect(decile.relative['10']).toBeCloseTo(-0.2, 12);
    expect(decile.average['5']).toBe(0);
  });

  it('sorts people into the five change buckets', () => {
    expect(changeBucket(1000, 1000)).toBe('No change');
    expect(changeBucket(1000, 1000.5)).toBe('No change');
    expect(changeBucket(1000, 1020)).toBe('Gain less than 5%');
    expect(changeBucket(1000, 1060)).toBe('Gain more than 5%');
    expect(changeBucket(1000, 980)).toBe('Lose less than 5%');
    expect(changeBucket(1000, 900)).toBe('Lose more than 5%');
    expect(changeBucket(0, 1)).toBe('Gain more than 5%');
    const intra = computeIntraDecile(
      incomes([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], [20, 20, 30, 40, 50, 60, 70, 80, 90, 90]),
    );
    expect(intra.deciles['Gain more than 5%'][0]).toBe(1);
    expect(intra.deciles['Lose more than 5%'][9]).toBe(1);
    expect(intra.all['No change']).toBeCloseTo(0.8, 12);
    expect(intra.all['Gain more than 5%']).toBeCloseTo(0.1, 12);
  });
});

describe('inequality', () => {
  it('matches hand-computed Gini and top shares', () => {
    // Incomes 1,2,3,4: Gini = Σ|xi−xj| / (2 n² μ) = 20 / 80 = 0.25. Top 10% of 4 people = 0.4 of
    // the richest: 1.6 of 10. Top 1%: 0.04 × 4 = 0.16 of 10.
    const result = computeInequality(incomes([1, 2, 3, 4]));
    expect(result.gini.baseline).toBeCloseTo(0.25, 12);
    expect(result.top_10_pct_share.baseline).toBeCloseTo(0.16, 12);
    expect(result.top_1_pct_share.baseline).toBeCloseTo(0.016, 12);
  });

  it('weights households and treats equality as zero', () => {
    // Weights act as repeated people: {1 ×3, 5 ×1} ≡ incomes 1,1,1,5 → Σ|diffs| over ordered pairs = 2·3·4 = 24; 24 / (2·16·2) = 0.375.
    const weighted = computeInequality(incomes([5, 1], [3, 3], [1, 3]));
    expect(weighted.gini.baseline).toBeCloseTo(0.375, 12);
    expect(weighted.gini.reform).toBeCloseTo(0, 12);
    expect(weighted.top_10_pct_share.reform).toBeCloseTo(0.1, 12);
  });
});
