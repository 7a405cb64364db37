import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePolicyPeriod } from './policy-period.js';

const day = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('parsePolicyPeriod', () => {
  it('accepts single days and ordered ranges of real dates', () => {
    expect(parsePolicyPeriod('2026-01-01')).toEqual({
      ok: true,
      value: { start: '2026-01-01', end: '2026-01-01' },
    });
    expect(parsePolicyPeriod('2026-01-01.2100-12-31')).toEqual({
      ok: true,
      value: { start: '2026-01-01', end: '2100-12-31' },
    });
    expect(parsePolicyPeriod('2024-02-29').ok).toBe(true);
  });

  it.each([
    '2027-4-6',
    '2027-04-6',
    '27-04-06',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-01.2025-12-31',
    '2026-01-01..2026-12-31',
    '2026-01-01.2026-12-31.2027-01-01',
    '',
    'year:2026',
    ' 2026-01-01',
  ])('rejects %j', (text) => {
    expect(parsePolicyPeriod(text).ok).toBe(false);
  });

  it('accepts any real day pair in order and rejects it reversed', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parsePolicyPeriod(`${lo}.${hi}`)).toEqual({
          ok: true,
          value: { start: lo, end: hi },
        });
        if (lo !== hi) expect(parsePolicyPeriod(`${hi}.${lo}`).ok).toBe(false);
      }),
    );
  });
});
