import { describe, expect, it } from 'vitest';
import { datasetTable } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { US_STATE_CODES } from '../us-states.js';
import { allocateHouseholds, generateUsPopulation } from './generate-us-population.js';

describe('generateUsPopulation', () => {
  const dataset = generateUsPopulation({ households: 3000, seed: 2 });
  const person = datasetTable(dataset, 'person');
  const col = (name: string) => getColumn(person, name).values;

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateUsPopulation({ households: 3000, seed: 2 }).digest).toBe(dataset.digest);
    expect(generateUsPopulation({ households: 3000, seed: 3 }).digest).not.toBe(dataset.digest);
  });

  it('covers every state and DC, with households allocated by ACS counts', () => {
    const household = datasetTable(dataset, 'household');
    expect(household.rowCount).toBe(3000);
    const seen = new Set(getColumn(household, 'state_code').values);
    expect(seen.size).toBe(51);
    const allocation = allocateHouseholds(60_000);
    expect([...allocation.values()].reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(allocation.get('CA')! / allocation.get('WY')!).toBeGreaterThan(50);
    expect([...allocation.keys()].sort()).toEqual([...US_STATE_CODES]);
  });

  it('builds tax units with one head, at most one spouse, and young or student dependents', () => {
    const unit = col('tax_unit_id');
    const [head, spouse, dependent, age, student] = [
      'is_tax_unit_head',
      'is_tax_unit_spouse',
      'is_tax_unit_dependent',
      'age',
      'is_full_time_student',
    ].map(col);
    const heads = new Map<number, number>();
    const spouses = new Map<number, number>();
    for (let i = 0; i < person.rowCount; i++) {
      expect(head![i]! + spouse![i]! + dependent![i]!).toBe(1);
      if (head![i]) heads.set(unit[i]!, (heads.get(unit[i]!) ?? 0) + 1);
      if (spouse![i]) spouses.set(unit[i]!, (spouses.get(unit[i]!) ?? 0) + 1);
      if (dependent![i]) expect(age![i]! < 19 || (age![i]! < 24 && student![i] === 1)).toBe(true);
    }
    expect(heads.size).toBe(datasetTable(dataset, 'tax_unit').rowCount);
    for (const count of heads.values()) expect(count).toBe(1);
    for (const count of spouses.values()) expect(count).toBe(1);
    // Married couples share a marital unit; nobody else does.
    const marital = col('marital_unit_id');
    const sizes = new Map<number, number>();
    for (const m of marital) sizes.set(m, (sizes.get(m) ?? 0) + 1);
    expect(Math.max(...sizes.values())).toBe(2);
  });

  it('draws plausible joint distributions of income, age and place', () => {
    const [age, wages, ssr, weight] = [
      'age',
      'employment_income',
      'social_security_retirement',
      'person_weight',
    ].map(col);
    const mean = (pick: (i: number) => boolean, values: ArrayLike<number>) => {
      let s = 0;
      let w = 0;
      for (let i = 0; i < person.rowCount; i++) {
        if (!pick(i)) continue;
        s += values[i]! * weight![i]!;
        w += weight![i]!;
      }
      return s / w;
    };
    expect(mean((i) => age![i]! >= 45 && age![i]! < 55, wages!)).toBeGreaterThan(
      2 * mean((i) => age![i]! >= 18 && age![i]! < 25, wages!),
    );
    expect(mean((i) => age![i]! >= 70, ssr!)).toBeGreaterThan(15000);
    expect(mean((i) => age![i]! < 60, ssr!)).toBe(0);
    expect(mean((i) => age![i]! < 16, wages!)).toBe(0);
    const household = datasetTable(dataset, 'household');
    const state = getColumn(household, 'state_code');
    const personState = (i: number) => state.categories![state.values[col('household_id')[i]!]!];
    const working = (i: number) => age![i]! >= 25 && age![i]! < 65;
    expect(
      mean((i) => working(i) && ['MA', 'MD', 'NJ', 'CA'].includes(personState(i)!), wages!),
    ).toBeGreaterThan(
      mean((i) => working(i) && ['MS', 'WV', 'AR', 'LA'].includes(personState(i)!), wages!),
    );
    const childcare = getColumn(datasetTable(dataset, 'spm_unit'), 'childcare_expenses').values;
    expect(Array.from(childcare).filter((x) => x > 0).length).toBeGreaterThan(50);
  });

  it('produces the pinned population for seed 1 (golden: update only when the generator changes on purpose)', () => {
    expect(generateUsPopulation({ households: 500, seed: 1 }).digest).toBe(
      '4cf9b7fe57c53215d5bf41d143132f1cc4da0087006879b9ff55cf60c02315ce',
    );
  });

  it('refuses a non-positive size', () => {
    expect(() => generateUsPopulation({ households: 0 })).toThrow(RangeError);
  });
});
