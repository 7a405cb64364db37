import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mayChangeWithinYear, type ParameterValued } from './parameter-lookup.js';
import { applyParameterReform } from './parameter-reform.js';
import { getParameter, parseParameterTree } from './parameter-tree.js';
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

describe('mayChangeWithinYear', () => {
  const tree = parseParameterTree({
    mid: { values: { '2024-01-01': 1, '2025-07-01': 2 } },
    steady: { values: { '2024-01-01': 1, '2025-01-01': 2 } },
    // Uprated from a last entry on 6 April: each later year's value moves on 6 April too.
    april: { values: { '2024-04-06': 1 }, metadata: { uprating: 'index' } },
    index: { values: { '2024-01-01': 100, '2025-01-01': 103 } },
    scale: {
      brackets: [{ threshold: { '2024-01-01': 0 }, amount: { '2024-01-01': 1, '2026-10-01': 2 } }],
    },
  });
  const leaf = (path: string) => getParameter(tree, path) as ParameterValued;
  const years = (path: string, root = tree) =>
    ['2023', '2024', '2025', '2026', '2027'].filter((y) =>
      mayChangeWithinYear(getParameter(root, path) as ParameterValued, y),
    );

  it('is true in a year with an entry after 1 January, and after an uprated history that ends off 1 January', () => {
    expect(years('mid')).toEqual(['2025']);
    expect(years('steady')).toEqual([]);
    expect(years('april')).toEqual(['2024', '2025', '2026', '2027']);
    expect(years('index')).toEqual([]);
    expect(years('scale')).toEqual(['2026']);
    expect(mayChangeWithinYear(leaf('mid'), '2025')).toBe(true);
  });

  it('counts the history a reform range restores', () => {
    // The range replaces 2025-2026; from 2027 the restored history (with its July entry) is back.
    const reformed = applyParameterReform(tree, {
      steady: { '2025-03-01.2026-12-31': 5 },
      mid: { '2026-01-01.2026-12-31': 9 },
    });
    expect(years('steady', reformed)).toEqual(['2025']);
    expect(years('mid', reformed)).toEqual(['2025']);
  });
});
