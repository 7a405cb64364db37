import { describe, expect, it } from 'vitest';
import { datasetTable, getColumn } from '../../data/index.js';
import {
  generateUkPopulation,
  UK_MODEL_TOTALS,
  UK_REGION_CODES,
  UkTargetsError,
} from './data/index.js';
import { measureUkDataset } from './dataset.js';
import { ukPack } from './index.js';

describe('the default UK dataset', () => {
  it('is deterministic for a seed and meets its calibration targets', async () => {
    const { system } = await ukPack.loadModel();
    const makeup = { households: 1_500, seed: 7, year: 2026 };
    const first = ukPack.dataset.build(makeup, system);
    const second = ukPack.dataset.build(makeup, system);
    expect(second.dataset.digest).toBe(first.dataset.digest);
    const other = ukPack.dataset.build({ ...makeup, seed: 8 }, system);
    expect(other.dataset.digest).not.toBe(first.dataset.digest);
    const report = first.reports[0]!;
    expect(report.converged).toBe(true);
    // Households of each region, then every model total of uk-targets.json.
    expect(report.rows.map((r) => r.name)).toEqual([
      ...UK_REGION_CODES.map((c) => `households_${c.toLowerCase()}`),
      ...UK_MODEL_TOTALS.map((t) => t.name),
    ]);
    // Every figure, the Pension Credit pair included (its awards need pensioners on partial
    // State Pensions with little else: see draw-pensioner-income.ts).
    for (const row of report.rows)
      expect(Math.abs(row.achieved / row.target - 1), row.name).toBeLessThan(0.05);
    // Other adults form benefit units of their own, weighted as their household.
    const { dataset } = first;
    const weightOf = (entity: string): Float64Array =>
      getColumn(datasetTable(dataset, entity), `${entity}_weight`).values as Float64Array;
    const person = datasetTable(dataset, 'person');
    const household = getColumn(person, 'household_id').values;
    const benunit = getColumn(person, 'benunit_id').values;
    expect(datasetTable(dataset, 'benunit').rowCount).toBeGreaterThan(makeup.households * 1.15);
    const [unitWeight, householdWeight] = [weightOf('benunit'), weightOf('household')];
    const mismatched = Array.from(household).filter(
      (h, p) => unitWeight[benunit[p]!] !== householdWeight[h],
    );
    expect(mismatched).toEqual([]);
    const byName = new Map(report.rows.map((r) => [r.name, r]));
    // The new kinds of target: a count of one enum value, a sum of two variables, a share.
    expect(byName.get('taxpayers_higher_rate')!.target).toBe(7_080_000);
    expect(byName.get('national_insurance')!.target).toBe(167_500_000_000);
    expect(byName.get('one_person_households')!.target).toBeCloseTo(0.302 * 27_921_000, 0);
  });

  it('counts the rows holding an enum value, and names an unknown value', async () => {
    const { system } = await ukPack.loadModel();
    const dataset = generateUkPopulation({ households: 200, seed: 3, year: 2026, name: 't' });
    const measure = measureUkDataset(system, dataset);
    const total = (column: Float64Array): number => column.reduce((a, b) => a + b, 0);
    const people = total(measure('household_count_people'));
    const bands = ['NONE', 'BASIC', 'HIGHER', 'ADDITIONAL'].map((band) =>
      total(measure('income_tax_band', { kind: 'equals', value: band })),
    );
    expect(bands.reduce((a, b) => a + b, 0)).toBe(people);
    expect(bands[2]).toBeGreaterThan(0);
    expect(() => measure('income_tax_band', { kind: 'equals', value: 'TOP' })).toThrow(
      UkTargetsError,
    );
  });
});
