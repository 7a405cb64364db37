import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePolicyPeriod } from '../contract/index.js';
import { parsePeriod } from '../engine/index.js';
import { findReformOverlaps, parsePeriodText, parseReformPeriod } from './index.js';

/** Period-like text: pieces of valid periods, shuffled and mutated. */
const periodish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '2026',
        '2024',
        '02',
        '29',
        '4',
        '6',
        '13',
        '00',
        '31',
        '-',
        '.',
        ':',
        'year',
        'month',
        'day',
        'ETERNITY',
        'eternity',
        ' ',
        '5',
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 7 },
  )
  .map((parts) => parts.join(''));

describe('period text', () => {
  it('reads every form', () => {
    const key = (t: string) => {
      const p = parsePeriodText(t);
      return p.ok ? [p.value.unit, p.value.start, p.value.end] : p.message;
    };
    expect(key('2026')).toEqual(['year', '2026-01-01', '2026-12-31']);
    expect(key('2024-02')).toEqual(['month', '2024-02-01', '2024-02-29']);
    expect(key('2026-03-04')).toEqual(['day', '2026-03-04', '2026-03-04']);
    expect(key('year:2026:5')).toEqual(['range', '2026-01-01', '2030-12-31']);
    expect(key('month:2026-11:3')).toEqual(['range', '2026-11-01', '2027-01-31']);
    expect(key('day:2024-02-28:2')).toEqual(['range', '2024-02-28', '2024-02-29']);
    expect(key('year:2026')).toEqual(['year', '2026-01-01', '2026-12-31']);
    expect(key('ETERNITY')).toEqual(['eternity', '0001-01-01', '9999-12-31']);
    expect(key('2027-4-6')).toMatch(/two-digit/);
  });

  it('engine and contract accept exactly the same texts (one parser)', () => {
    fc.assert(
      fc.property(periodish, (text) => {
        let engine = true;
        try {
          parsePeriod(text);
        } catch (error) {
          expect(error).toMatchObject({ code: 'invalid_policy_period' });
          engine = false;
        }
        expect(parsePolicyPeriod(text).ok).toBe(engine);
        expect(parseReformPeriod(text).ok).toBe(engine);
      }),
      { numRuns: 2_000 },
    );
  });

  it('names overlapping ranges, not schedules of instants', () => {
    expect(findReformOverlaps(['2026-01-01.2100-12-31', '2026-06-01.2027-12-31'])).toEqual([
      { first: '2026-01-01.2100-12-31', second: '2026-06-01.2027-12-31' },
    ]);
    expect(findReformOverlaps(['2026', '2028', '2030-01-01'])).toEqual([]);
    expect(findReformOverlaps(['2026-01-01.2026-12-31', '2027'])).toEqual([]);
    expect(findReformOverlaps(['2026', '2026-01-01'])).toHaveLength(1);
  });
});
