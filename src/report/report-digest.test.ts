import { describe, expect, it } from 'vitest';
import { roundForDigest, roundNumbers } from './report-digest.js';

describe('report digest rounding', () => {
  it('keeps 12 significant digits and zeroes dust', () => {
    expect(roundForDigest(0.1 + 0.2)).toBe(0.3);
    expect(roundForDigest(123456789.123456789)).toBe(123456789.123);
    expect(roundForDigest(-0)).toBe(0);
    expect(Object.is(roundForDigest(-1e-12), 0)).toBe(true);
    expect(roundForDigest(2e-9)).toBe(2e-9);
    expect(() => roundForDigest(Number.NaN)).toThrow(RangeError);
  });

  it('rounds every number in nested objects and arrays, and nothing else', () => {
    expect(roundNumbers({ a: [0.1 + 0.2, 'x'], b: { c: 1e-15, d: true } })).toEqual({
      a: [0.3, 'x'],
      b: { c: 0, d: true },
    });
  });
});
