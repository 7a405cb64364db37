import { describe, expect, it } from 'vitest';
import { buildUsDataset, DatasetYearError, US_DATASET_YEARS } from '../build-us-dataset.js';
import { datasetTable } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { generateUsPopulation } from '../generator/generate-us-population.js';
import { UpratingError } from '../../../../data/index.js';
import {
  uprateUsDataset as uprateDataset,
  usUpratingFactor as upratingFactor,
  US_UPRATING_INDICES,
} from './uprating-indices.js';

describe('uprating', () => {
  it('has an index with a source for every uprated variable, and factors compose', () => {
    for (const index of Object.values(US_UPRATING_INDICES.variables))
      expect(US_UPRATING_INDICES.indices[index]?.source.length).toBeGreaterThan(10);
    expect(upratingFactor('wages', 2024, 2026)).toBeCloseTo(
      upratingFactor('wages', 2024, 2025) * upratingFactor('wages', 2025, 2026),
      12,
    );
    expect(upratingFactor('social_security', 2024, 2025)).toBeCloseTo(1.025, 6);
    expect(() => upratingFactor('nope', 2024, 2025)).toThrow(UpratingError);
    expect(() => upratingFactor('wages', 2024, 2036)).toThrow(/no value for 2036/);
  });

  it('carries every index to 2035 by its projection, each year above the last', () => {
    for (const [name, index] of Object.entries(US_UPRATING_INDICES.indices)) {
      expect(index.source, name).toMatch(/-2035/);
      for (let y = 2023; y <= 2035; y += 1)
        expect(index.values[String(y)]!, `${name} ${y}`).toBeGreaterThan(
          index.values[String(y - 1)]!,
        );
    }
    // The Trustees' intermediate COLA after 2027 is 2.4% a year.
    expect(upratingFactor('social_security', 2027, 2028)).toBeCloseTo(1.024, 6);
    expect(upratingFactor('social_security', 2034, 2035)).toBeCloseTo(1.024, 6);
    // Extending the table leaves the years before 2028 where they were.
    expect(upratingFactor('wages', 2024, 2027)).toBeCloseTo(78210 / 69600, 12);
    expect(upratingFactor('cpi_u', 2024, 2027)).toBeCloseTo(337.9 / 313.689, 12);
  });

  it('uprates money inputs by their own index and leaves the rest alone', () => {
    const base = generateUsPopulation({ households: 200, seed: 8 });
    const later = uprateDataset(base, 2026);
    expect(later.year).toBe(2026);
    expect(later.name.endsWith('-2026')).toBe(true);
    const before = datasetTable(base, 'person');
    const after = datasetTable(later, 'person');
    const wages = getColumn(before, 'employment_income').values;
    const i = wages.findIndex((w) => w > 0);
    expect(getColumn(after, 'employment_income').values[i]).toBeCloseTo(
      wages[i]! * upratingFactor('wages', 2024, 2026),
      1,
    );
    const ss = getColumn(before, 'social_security_retirement').values;
    const j = ss.findIndex((w) => w > 0);
    expect(getColumn(after, 'social_security_retirement').values[j]).toBeCloseTo(
      ss[j]! * upratingFactor('social_security', 2024, 2026),
      1,
    );
    expect(getColumn(after, 'age').values).toEqual(getColumn(before, 'age').values);
    expect(later.digest).not.toBe(base.digest);
  });

  it('builds single-year datasets 2024–2035, each with its own digest', () => {
    expect(US_DATASET_YEARS).toEqual([
      2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035,
    ]);
    const a = buildUsDataset({ year: 2024, households: 800, seed: 1 });
    const b = buildUsDataset({ year: 2026, households: 800, seed: 1 });
    expect(a.reports).toHaveLength(1);
    expect(b.reports).toHaveLength(1);
    expect(b.dataset.year).toBe(2026);
    expect(b.dataset.digest).not.toBe(a.dataset.digest);
    const c = buildUsDataset({ year: 2030, households: 800, seed: 1 });
    expect(c.dataset.year).toBe(2030);
    expect(c.dataset.digest).not.toBe(b.dataset.digest);
    expect(() => buildUsDataset({ year: 2036, households: 10 })).toThrow(DatasetYearError);
    expect(() => buildUsDataset({ year: 2036, households: 10 })).toThrow(/from 2024 to 2035/);
  });
});
