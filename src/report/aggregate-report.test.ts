import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalSha256, INTRA_DECILE_BUCKETS, type ReportProvenance } from '../contract/index.js';
import { aggregateReport } from './aggregate-report.js';
import { COUNTRY_PACKS } from '../countries/index.js';

const US_MACRO_PROFILE = COUNTRY_PACKS.us.macroProfile;
import {
  buildPopulation,
  concatTables,
  filterHouseholds,
  toFrames,
  type TestHousehold,
  type TestTables,
} from './testing/test-population.js';

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

function report(baseline: TestTables, reform: TestTables, dropColumns: string[] = []) {
  return aggregateReport({
    profile: US_MACRO_PROFILE,
    baseline: toFrames(baseline, dropColumns),
    reform: toFrames(reform, dropColumns),
    modelVersion: 'test',
    dataVersion: 'synthetic',
    provenance,
  });
}

const household = fc.record({
  size: fc.integer({ min: 1, max: 4 }),
  weight: fc.double({ min: 0.5, max: 5000, noNaN: true }),
  income: fc.double({ min: -5000, max: 400_000, noNaN: true }),
  change: fc.double({ min: -3000, max: 3000, noNaN: true }),
  seed: fc.nat(10_000),
});

const sample: TestHousehold[] = Array.from({ length: 40 }, (_, i) => ({
  size: 1 + (i % 4),
  weight: 100 + i * 13,
  income: 2_000 + i * 4_321,
  change: ((i * 37) % 11) * 90 - 400,
  seed: i * 101,
}));

describe('aggregateReport', () => {
  it('gives zero impacts and no change when the baseline is compared with itself', () => {
    const { baseline } = buildPopulation(sample);
    const { macroOutput } = report(baseline, baseline);
    const budget = macroOutput.budget!;
    expect([
      budget.tax_revenue_impact,
      budget.state_tax_revenue_impact,
      budget.benefit_spending_impact,
      budget.budgetary_impact,
    ]).toEqual([0, 0, 0, 0]);
    expect(budget.households).toBeGreaterThan(0);
    for (const program of Object.values(macroOutput.detailed_budget!))
      expect(program.difference).toBe(0);
    expect(Object.values(macroOutput.decile!.average).every((v) => v === 0)).toBe(true);
    expect(Object.values(macroOutput.decile!.relative).every((v) => v === 0)).toBe(true);
    expect(macroOutput.intra_decile!.all['No change']).toBe(1);
    expect(macroOutput.intra_decile!.deciles['No change']).toEqual(new Array(10).fill(1));
    for (const bucket of INTRA_DECILE_BUCKETS.filter((b) => b !== 'No change'))
      expect(macroOutput.intra_decile!.all[bucket]).toBe(0);
    for (const pair of [
      macroOutput.inequality!.gini,
      macroOutput.poverty!.poverty.all,
      macroOutput.poverty_by_gender!.deep_poverty.female,
    ])
      expect(pair.reform).toBe(pair.baseline);
    expect(Object.keys(macroOutput.poverty_by_race!.poverty)).toEqual([
      'black',
      'hispanic',
      'other',
      'white',
    ]);
  });

  it('computes hand-checked budget and poverty figures', () => {
    const baseline: TestTables = {
      household: [
        {
          household_id: 1,
          household_weight: 2,
          household_net_income: 1000,
          household_tax: 100,
          household_state_income_tax: 10,
          household_benefits: 50,
          household_count_people: 1,
        },
        {
          household_id: 2,
          household_weight: 3,
          household_net_income: 2000,
          household_tax: 200,
          household_state_income_tax: 20,
          household_benefits: 0,
          household_count_people: 4,
        },
      ],
      person: [5, 30, 70, 40, 8].map((age, i) => ({
        person_id: i + 1,
        person_weight: [1, 2, 1, 1, 0][i]!,
        age,
        is_male: i % 2,
        in_poverty: [1, 0, 1, 1, 1][i]!,
        in_deep_poverty: i === 0 ? 1 : 0,
      })),
    };
    const reform: TestTables = {
      household: baseline['household']!.map((h) => ({
        ...h,
        household_tax: h['household_tax']! + 10,
        household_benefits: h['household_benefits']! + 5,
        household_state_income_tax: h['household_state_income_tax']! * 2,
      })),
      person: baseline['person']!.map((p) => ({ ...p, in_poverty: 0 })),
    };
    const { macroOutput } = aggregateReport({
      profile: US_MACRO_PROFILE,
      baseline: toFrames(baseline),
      reform: toFrames(reform),
      modelVersion: 'm',
      dataVersion: 'd',
      provenance,
      aggregates: ['budget', 'poverty', 'poverty_by_gender'],
    });
    expect(macroOutput.budget).toEqual({
      tax_revenue_impact: 50,
      state_tax_revenue_impact: 80,
      benefit_spending_impact: 25,
      budgetary_impact: 25,
      households: 5,
      baseline_net_income: 8000,
    });
    // Weighted: child ages 5 (w1, poor) and 8 (w0): 1; adults 30 (w2, not poor), 40 (w1, poor): 1/3; senior 70 (w1, poor): 1; all 3/5.
    expect(macroOutput.poverty!.poverty.child).toEqual({ baseline: 1, reform: 0 });
    expect(macroOutput.poverty!.poverty.adult.baseline).toBe(0.333333333333);
    expect(macroOutput.poverty!.poverty.senior.baseline).toBe(1);
    expect(macroOutput.poverty!.poverty.all.baseline).toBe(0.6);
    expect(macroOutput.poverty!.deep_poverty.all.baseline).toBe(0.2);
    // Males (i odd: ages 30 w2 not poor, 40 w1 poor) 1/3; females (5, 70, 8 → w 1,1,0 all poor) 1.
    expect(macroOutput.poverty_by_gender!.poverty.female.baseline).toBe(1);
    expect(macroOutput.poverty_by_gender!.poverty.male.baseline).toBe(0.333333333333);
    expect(macroOutput.decile).toBeUndefined();
  });

  it('omits poverty by race when the data has no race', () => {
    const { baseline, reform } = buildPopulation(sample);
    const { macroOutput } = report(baseline, reform, ['race']);
    expect(macroOutput.poverty_by_race).toBeUndefined();
    expect(macroOutput.poverty).toBeDefined();
  });

  it('hashes exactly the returned MacroOutput', () => {
    const { baseline, reform } = buildPopulation(sample);
    const result = report(baseline, reform);
    expect(result.reportAggregateSha256).toBe(canonicalSha256(result.macroOutput));
    expect(result.macroOutput.budget!.tax_revenue_impact).not.toBe(0);
  });

  it('refuses frames that are not one population', () => {
    const { baseline, reform } = buildPopulation(sample.slice(0, 5));
    const shuffled = { ...reform, household: [...reform['household']!].reverse() };
    expect(() => report(baseline, shuffled)).toThrow(
      expect.objectContaining({ code: 'report_row_identity_mismatch' }),
    );
    const shorter = { ...reform, person: reform['person']!.slice(1) };
    expect(() => report(baseline, shorter)).toThrow(
      expect.objectContaining({ code: 'report_row_identity_mismatch' }),
    );
    const duplicated = {
      ...baseline,
      household: [...baseline['household']!, baseline['household']![0]!],
    };
    expect(() => report(duplicated, duplicated)).toThrow(
      expect.objectContaining({ code: 'report_duplicate_id' }),
    );
    expect(() => report(baseline, reform, ['household_tax'])).toThrow(
      expect.objectContaining({ code: 'report_column_missing', column: 'household_tax' }),
    );
    const noSpm = Object.fromEntries(Object.entries(reform).filter(([e]) => e !== 'spm_unit'));
    expect(() => report(baseline, noSpm)).toThrow(
      expect.objectContaining({ code: 'report_frame_missing', entity: 'spm_unit' }),
    );
  });

  it('gives the same digest whatever the order of rows (property)', () => {
    fc.assert(
      fc.property(
        fc.array(household, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (households, seed) => {
          const { baseline, reform } = buildPopulation(households);
          const permute = (tables: TestTables): TestTables =>
            Object.fromEntries(
              Object.entries(tables).map(([e, rows]) => [
                e,
                rows
                  .map((r, i) => ({ r, k: (i * 7919 + seed) % 10007 }))
                  .sort((a, b) => a.k - b.k)
                  .map((x) => x.r),
              ]),
            );
          // The same permutation applies to both policies, as a merge of one population would.
          expect(report(permute(baseline), permute(reform)).reportAggregateSha256).toBe(
            report(baseline, reform).reportAggregateSha256,
          );
        },
      ),
      {
        numRuns: 30,
        // Regression: a baseline income of float dust once made a relative change infinite.
        examples: [
          [[{ size: 1, weight: 0.5, income: -1e-323, change: 1.7763568394002505e-15, seed: 0 }], 0],
        ],
      },
    );
  });

  it('gives the same digest when households are split in two frames and concatenated (property)', () => {
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
          expect(report(merge(baseline), merge(reform))).toEqual(report(baseline, reform));
        },
      ),
      { numRuns: 30 },
    );
  });
});
