/**
 * The US and UK models' parameter trees as a tax system builds them (each instant's tree sharing
 * the scales and nodes of earlier ones that did not change) equal the trees walked afresh, for the
 * instants a year's calculation asks for and earlier ones, in an order that goes back and forth.
 */
import { describe, expect, it } from 'vitest';
import { createUsSystem } from '../src/models/us/index.js';
import { createUkSystem } from '../src/models/uk/index.js';
import { sharedAndFresh } from '../src/engine/parameters/plain-tree.test-fixture.js';

const months = (year: number): string[] =>
  Array.from({ length: 12 }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}-01`);

const INSTANTS = [
  ...months(2025),
  '2018-01-01',
  '2021-09-01',
  ...months(2024).reverse(),
  '2023-10-01',
  ...months(2026),
  '2025-07-15',
  '2024-04-06',
  '2026-04-06',
  '2027-01-01',
];

describe('parameter trees with shared nodes', () => {
  for (const [name, create] of [
    ['US', createUsSystem],
    ['UK', createUkSystem],
  ] as const)
    it(`${name}: every instant's tree equals the tree walked afresh`, () => {
      const system = create();
      for (const { instant, shared, lazy, fresh, freshBelow } of sharedAndFresh(
        system.parameters,
        INSTANTS,
        2035,
      )) {
        expect(shared, instant).toEqual(fresh);
        expect(lazy, instant).toEqual(freshBelow);
      }
    }, 300_000);
});
