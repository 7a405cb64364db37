import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankBy } from './rank-by.js';

const reference = (values: Float64Array): number[] =>
  [...values.keys()].sort((a, b) => values[a]! - values[b]! || a - b);

describe('rankBy', () => {
  it('orders small inputs by value, ties by index', () => {
    expect([...rankBy(Float64Array.from([3, -1, 3, 0, -0, -5]))]).toEqual([5, 1, 3, 4, 0, 2]);
  });

  it('gives the comparison-sort order on large inputs (radix path)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.integer({ min: -3, max: 3 }),
          ),
          { minLength: 2048, maxLength: 5000 },
        ),
        (list) => {
          const values = Float64Array.from(list);
          expect([...rankBy(values)]).toEqual(reference(values));
        },
      ),
      { numRuns: 5 },
    );
  });
});
