import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseParameterTree } from './parameter-tree.js';
import { sharedAndFresh } from './plain-tree.test-fixture.js';

const day = fc
  .record({
    y: fc.integer({ min: 2022, max: 2027 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.constantFrom(1, 15),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

const history = fc.uniqueArray(day, { minLength: 1, maxLength: 4 }).chain((dates) =>
  fc
    .array(fc.integer({ min: 1, max: 1_000 }), {
      minLength: dates.length,
      maxLength: dates.length,
    })
    .map((values) => Object.fromEntries(dates.map((d, i) => [d, values[i]!]))),
);

describe('parameter trees built with shared nodes', () => {
  it('equal the trees walked afresh, whatever the order of instants (random trees)', () => {
    fc.assert(
      fc.property(
        history,
        history,
        history,
        history,
        fc.boolean(),
        fc.array(day, { minLength: 1, maxLength: 12 }),
        (a, b, c, indexValues, uprated, instants) => {
          const root = parseParameterTree({
            index: { values: indexValues, metadata: { reference: ['i'] } },
            program: {
              amount: {
                values: a,
                metadata: { reference: ['a'], ...(uprated ? { uprating: 'index' } : {}) },
              },
              rate: { values: b, metadata: { reference: ['b'] } },
              nested: { limit: { values: c, metadata: { reference: ['c'] } } },
              steady: { values: { '2020-01-01': 7 }, metadata: { reference: ['s'] } },
            },
            scale: {
              metadata: { type: 'single_amount', reference: ['s'] },
              brackets: [
                { threshold: { '2020-01-01': 0 }, amount: a },
                { threshold: c, amount: { '2020-01-01': 5 } },
              ],
            },
          });
          for (const { shared, lazy, fresh, freshBelow } of sharedAndFresh(root, instants, 2030)) {
            expect(shared).toEqual(fresh);
            expect(lazy).toEqual(freshBelow);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
