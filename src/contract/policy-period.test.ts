import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePolicyPeriod } from './policy-period.js';
import { PolicySchema } from './policy.js';

const day = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('parsePolicyPeriod', () => {
  it('reads a bare instant as "from then on" and a range as that span (PolicyEngine)', () => {
    expect(parsePolicyPeriod('2026-01-01')).toEqual({
      ok: true,
      value: { start: '2026-01-01', end: null },
    });
    expect(parsePolicyPeriod('2026')).toEqual({
      ok: true,
      value: { start: '2026-01-01', end: null },
    });
    expect(parsePolicyPeriod('2026-03')).toEqual({
      ok: true,
      value: { start: '2026-03-01', end: null },
    });
    expect(parsePolicyPeriod('2026-01-01.2100-12-31')).toEqual({
      ok: true,
      value: { start: '2026-01-01', end: '2100-12-31' },
    });
    expect(parsePolicyPeriod('2024-02-29').ok).toBe(true);
  });

  it('accepts compound periods and ETERNITY', () => {
    expect(parsePolicyPeriod('year:2026:5')).toEqual({
      ok: true,
      value: { start: '2026-01-01', end: '2030-12-31' },
    });
    expect(parsePolicyPeriod('month:2026-11:3')).toEqual({
      ok: true,
      value: { start: '2026-11-01', end: '2027-01-31' },
    });
    expect(parsePolicyPeriod('year:2026')).toEqual({
      ok: true,
      value: { start: '2026-01-01', end: '2026-12-31' },
    });
    expect(parsePolicyPeriod('ETERNITY')).toEqual({
      ok: true,
      value: { start: '0001-01-01', end: null },
    });
  });

  it.each([
    '2027-4-6',
    '2027-04-6',
    '27-04-06',
    '2027-02-29',
    '2026-13-01',
    '2026-13',
    '2026-00-10',
    '2026-04-31',
    '2026-01-01.2025-12-31',
    '2026-01-01..2026-12-31',
    '2026-01-01.2026-12-31.2027-01-01',
    '',
    'year:2026:0',
    'year:2026:x',
    'year:2026-01:2',
    'month:2026:2',
    'week:2026:1',
    ' 2026-01-01',
  ])('rejects %j with invalid_policy_period', (text) => {
    expect(parsePolicyPeriod(text).ok).toBe(false);
    const parsed = PolicySchema.safeParse({ reform: { 'gov.x': { [text]: 1 } } });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('invalid_policy_period');
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

describe('PolicySchema', () => {
  it('accepts the `path: scalar` shorthand and PolicyEngine period forms', () => {
    const parsed = PolicySchema.safeParse({
      reform: {
        'gov.irs.credits.ctc.amount.base[0].amount': 3600,
        'gov.a': { 2026: 1, 'year:2027:2': 2, ETERNITY: 3, 'month:2026-01:3': 4 },
      },
    });
    expect(parsed.success).toBe(true);
  });
});
