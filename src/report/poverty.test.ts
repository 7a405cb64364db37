import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ReportProvenance } from '../contract/index.js';
import { COUNTRY_PACKS } from '../countries/index.js';
import { aggregateReport } from './aggregate-report.js';
import type { MacroProfile } from './macro-profile.js';
import { planOutputs } from './plan-outputs.js';
import { weightedMedian } from './poverty.js';
import { ReportInputError } from './report-input-error.js';
import {
  buildPopulation,
  concatTables,
  filterHouseholds,
  toFrames,
  type TestTables,
} from './testing/test-population.js';

/** The US profile with a relative measure drawn on household net income (60% / 50%). */
const PROFILE: MacroProfile = {
  ...COUNTRY_PACKS.us.macroProfile,
  person: {
    ...COUNTRY_PACKS.us.macroProfile.person,
    povertyMeasures: [
      {
        id: 'relative',
        label: 'relative poverty',
        relative: { householdIncome: 'household_net_income', share: 0.6, deepShare: 0.5 },
      },
    ],
  },
};

const provenance: ReportProvenance = {
  country: 'us',
  year: 2026,
  region: 'us',
  dataset: 'default',
  datasetDigest: 'a'.repeat(64),
  modelVersion: 'test',
  baselineSystemHash: 'b',
  reformSystemHash: 'c',
  outputPlanSha256: 'd'.repeat(64),
};

function relative(baseline: TestTables, reform: TestTables) {
  const { macroOutput } = aggregateReport({
    profile: PROFILE,
    baseline: toFrames(baseline),
    reform: toFrames(reform),
    modelVersion: 'test',
    dataVersion: 'synthetic',
    provenance,
    aggregates: ['poverty'],
  });
  return macroOutput.poverty_measures!['relative']!;
}

describe('weightedMedian', () => {
  it('is the smallest value at which the rows at or below it weigh half the total', () => {
    expect(weightedMedian([3, 1, 2], [1, 1, 1])).toBe(2);
    expect(weightedMedian([1, 2, 3], [1, 1, 5])).toBe(3);
    expect(weightedMedian([1, 2, 3, 4], [1, 1, 1, 1])).toBe(2);
    expect(weightedMedian([5, 5, 1], [1, 1, 1])).toBe(5);
    expect(weightedMedian([7], [0])).toBe(0);
    expect(weightedMedian([], [])).toBe(0);
  });
});

describe('relative poverty measures', () => {
  it("flags people below a share of each policy's own person-weighted median", () => {
    // Four one-person households of weight 1 at 10k, 20k, 30k, 40k: median 20k, line 12k, deep
    // line 10k (10k is not below it). The reform lifts the first to 15k: the median stays 20k.
    const { baseline, reform } = buildPopulation(
      [10_000, 20_000, 30_000, 40_000].map((income, i) => ({
        size: 1,
        weight: 1,
        income,
        change: i === 0 ? 5_000 : 0,
        seed: 0,
      })),
    );
    const measure = relative(baseline, reform);
    expect(measure.label).toBe('relative poverty');
    expect(measure.poverty['all']).toEqual({ baseline: 0.25, reform: 0 });
    expect(measure.deep_poverty['all']).toEqual({ baseline: 0, reform: 0 });
  });

  it('weighs each household by its people: a large poor household moves the median', () => {
    // 5 people at 10k and 1 at 100k: the median is 10k and nobody is below 6k.
    const { baseline, reform } = buildPopulation([
      { size: 5, weight: 1, income: 10_000, change: 0, seed: 0 },
      { size: 1, weight: 1, income: 100_000, change: -97_000, seed: 0 },
    ]);
    const measure = relative(baseline, reform);
    // Reform: 3k against a median of 10k (line 6k, deep line 5k): one person of six (a share
    // reported to 12 digits).
    expect(measure.poverty['all']).toEqual({ baseline: 0, reform: 0.166666666667 });
    expect(measure.deep_poverty['all']).toEqual({ baseline: 0, reform: 0.166666666667 });
  });

  it('plans the household income and each person’s household id', () => {
    const plan = planOutputs(PROFILE, ['poverty']);
    expect(plan.entities['household']).toContain('household_net_income');
    expect(plan.entities['person']).toContain('household_id');
  });

  it('names a person whose household is missing from the household frame', () => {
    const { baseline, reform } = buildPopulation([
      { size: 1, weight: 1, income: 10_000, change: 0, seed: 0 },
      { size: 1, weight: 1, income: 20_000, change: 0, seed: 0 },
    ]);
    const drop = (t: TestTables): TestTables => ({
      ...t,
      household: t['household']!.filter((row) => row['household_id'] !== 2),
    });
    expect(() => relative(drop(baseline), drop(reform))).toThrow(ReportInputError);
    expect(() => relative(drop(baseline), drop(reform))).toThrow(/household 2/);
  });

  it('does not depend on how households are split into frames (property)', () => {
    const household = fc.record({
      size: fc.integer({ min: 1, max: 4 }),
      weight: fc.double({ min: 0.5, max: 5000, noNaN: true }),
      income: fc.double({ min: -5000, max: 100_000, noNaN: true }),
      change: fc.double({ min: -3000, max: 3000, noNaN: true }),
      seed: fc.nat(10_000),
    });
    fc.assert(
      fc.property(
        fc.array(household, { minLength: 2, maxLength: 40 }),
        fc.func(fc.boolean()),
        fc.boolean(),
        (households, inFirst, swap) => {
          const { baseline, reform } = buildPopulation(households);
          const merge = (tables: TestTables): TestTables => {
            const a = filterHouseholds(tables, (id) => inFirst(id));
            const b = filterHouseholds(tables, (id) => !inFirst(id));
            return swap ? concatTables(b, a) : concatTables(a, b);
          };
          expect(relative(merge(baseline), merge(reform))).toEqual(relative(baseline, reform));
        },
      ),
      { numRuns: 30 },
    );
  });
});
