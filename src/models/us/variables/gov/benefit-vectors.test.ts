import { describe, expect, it } from 'vitest';
import { bySize } from './benefit-vectors.js';
import { countableAfterExclusions } from './ssa/ssi/ssi_countable_income.js';

describe('bySize', () => {
  const schedule = { '1': 291, '2': 535, '3': 766 };
  it('reads the schedule for sizes within it', () => {
    expect(Array.from(bySize([schedule, schedule, schedule], [1, 2, 3]))).toEqual([291, 535, 766]);
  });
  it('adds the per-person amount above the largest size, and gives the floor below one person', () => {
    expect(Array.from(bySize([schedule, schedule], [5, 0], [219, 219], -1))).toEqual([
      766 + 2 * 219,
      -1,
    ]);
  });
  it('repeats the largest amount when no additional amount is given', () => {
    expect(Array.from(bySize([schedule], [7]))).toEqual([766]);
  });
  it('takes one schedule for every row and one additional amount', () => {
    expect(Array.from(bySize(schedule, [1, 3, 4], 100))).toEqual([291, 766, 866]);
  });
  it('a schedule starting above one: sizes from one up to it take its smallest amount', () => {
    expect(Array.from(bySize({ '2': 400, '3': 500 }, [1, 2, 3, 5], 50))).toEqual([
      400, 400, 500, 600,
    ]);
  });
  it('refuses a schedule with a gap', () => {
    expect(() => bySize({ '1': 1, '3': 3 }, [2])).toThrow(/without gaps/);
  });
});

describe('countableAfterExclusions (SSI, 20 CFR 416.1112 and 416.1124)', () => {
  const p = { general: 20, earned: 65, earned_share: 0.5 };
  it('applies the general exclusion to unearned income first', () => {
    expect(countableAfterExclusions(200, 500, p)).toBeCloseTo(480 + (200 - 65) / 2);
  });
  it('carries an unused general exclusion over to earned income', () => {
    expect(countableAfterExclusions(285, 0, p)).toBeCloseTo((285 - 85) / 2);
  });
  it('never counts negative income', () => {
    expect(countableAfterExclusions(50, 10, p)).toBe(0);
  });
});
