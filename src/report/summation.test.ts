import { describe, expect, it } from 'vitest';
import { CompensatedSum, safeRatio, weightedSum } from './summation.js';

describe('summation', () => {
  it('compensates rounding that a naive sum loses', () => {
    const sum = new CompensatedSum();
    for (const v of [1e16, 1, -1e16, 1]) sum.add(v);
    expect(sum.value).toBe(2);
    expect(weightedSum(Float64Array.from([0.1, 0.2, 0.3]), Float64Array.from([10, 10, 10]))).toBe(
      6,
    );
  });

  it('gives 0 for empty or dust denominators instead of infinity', () => {
    expect(safeRatio(1, 0)).toBe(0);
    expect(safeRatio(1, -1e-323)).toBe(0);
    expect(safeRatio(1e300, 1e-300)).toBe(0);
    expect(safeRatio(1, 4)).toBe(0.25);
  });
});
