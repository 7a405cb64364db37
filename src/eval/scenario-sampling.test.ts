import { describe, expect, it } from 'vitest';
import { householdSplit, NotEnoughHouseholdsError, sampleHouseholds } from './scenario-sampling.js';
import { createListScenarioSource } from './scenario-source.js';

const households = Array.from({ length: 200 }, (_, i) => ({
  id: String(i),
  state: 'CA',
  situation: { people: { p: { age: { 2025: 30 } } } },
}));
const source = createListScenarioSource({
  country: 'us',
  year: 2025,
  name: 'tiny',
  digest: 'd1',
  households,
});

describe('sampleHouseholds', () => {
  it('is deterministic and independent of the source order', () => {
    const a = sampleHouseholds(source, { count: 10, seed: 42, split: 'public' }).map((h) => h.id);
    const reversed = createListScenarioSource({
      country: 'us',
      year: 2025,
      name: 'tiny',
      digest: 'd1',
      households: [...households].reverse(),
    });
    expect(
      sampleHouseholds(reversed, { count: 10, seed: 42, split: 'public' }).map((h) => h.id),
    ).toEqual(a);
    expect(new Set(a).size).toBe(10);
    expect(
      sampleHouseholds(source, { count: 10, seed: 43, split: 'public' }).map((h) => h.id),
    ).not.toEqual(a);
  });

  it('keeps the private split apart, about one in five, whatever the seed', () => {
    const privateIds = households
      .filter((h) => householdSplit('d1', h.id) === 'private')
      .map((h) => h.id);
    expect(privateIds.length).toBeGreaterThan(20);
    expect(privateIds.length).toBeLessThan(60);
    for (const seed of [1, 2, 3]) {
      const pub = sampleHouseholds(source, { count: 20, seed, split: 'public' });
      expect(pub.some((h) => privateIds.includes(h.id))).toBe(false);
      const priv = sampleHouseholds(source, { count: 20, seed, split: 'private' });
      expect(priv.every((h) => privateIds.includes(h.id))).toBe(true);
    }
  });

  it('refuses to sample more households than the split holds', () => {
    expect(() => sampleHouseholds(source, { count: 199, seed: 1, split: 'private' })).toThrow(
      NotEnoughHouseholdsError,
    );
  });
});
