import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROW, rowsOfIds } from './sorted-frame.js';

describe('rowsOfIds', () => {
  it('finds each id by binary search, NO_ROW for an id not held, repeats included', () => {
    const sorted = Float64Array.from([-3, 0, 2, 7, 1e12]);
    expect([...rowsOfIds(sorted, [7, 7, 0, 5, 1e12, -3, -3, 8])]).toEqual([
      3,
      3,
      1,
      NO_ROW,
      4,
      0,
      0,
      NO_ROW,
    ]);
    expect([...rowsOfIds(new Float64Array(0), [1, 2])]).toEqual([NO_ROW, NO_ROW]);
  });

  it('gives what a map from id to row gives', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -50, max: 10_000 }), { maxLength: 300 }),
        fc.array(fc.integer({ min: -60, max: 10_010 }), { maxLength: 400 }),
        (held, asked) => {
          const sorted = Float64Array.from(held.sort((a, b) => a - b));
          const rowOf = new Map([...sorted].map((id, row) => [id, row]));
          expect([...rowsOfIds(sorted, asked)]).toEqual(asked.map((id) => rowOf.get(id) ?? NO_ROW));
        },
      ),
    );
  });
});
