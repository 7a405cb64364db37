import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysInMonth, monthsOf, nextDay, parsePeriod } from './period.js';
import { leafValueAt, parametersAt } from './parameters/parameter-lookup.js';
import { parseParameterTree, type ParameterLeaf } from './parameters/parameter-tree.js';
import { Scale } from './parameters/scale.js';

const date = fc
  .record({
    y: fc.integer({ min: 1900, max: 2200 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ y, m, d }) => d <= daysInMonth(y, m))
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

describe('period properties', () => {
  it('parse then format is the identity on every valid period text', () => {
    const text = fc.oneof(
      fc.integer({ min: 1000, max: 9999 }).map(String),
      fc
        .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }))
        .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
      date,
      fc.tuple(date, date).map(([a, b]) => (a <= b ? `${a}.${b}` : `${b}.${a}`)),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(parsePeriod(t).key).toBe(t);
      }),
    );
  });

  it('rejects unpadded and impossible dates with invalid_policy_period', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (m, d) => {
        expect(() => parsePeriod(`2027-${m}-${d}`)).toThrow(
          expect.objectContaining({ code: 'invalid_policy_period' }),
        );
      }),
    );
  });

  it('months of a year cover it exactly, and nextDay walks the calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), (y) => {
        const months = monthsOf(parsePeriod(String(y)));
        expect(months).toHaveLength(12);
        for (let i = 1; i < 12; i += 1) expect(nextDay(months[i - 1]!.end)).toBe(months[i]!.start);
        expect(nextDay(`${y}-12-31`)).toBe(`${y + 1}-01-01`);
      }),
    );
  });
});

describe('parameter lookup', () => {
  it('equals the last dated value on or before the instant', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(date, { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 8, maxLength: 8 }),
        date,
        (dates, values, instant) => {
          const raw = Object.fromEntries(dates.map((d, i) => [d, values[i]!]));
          const root = parseParameterTree({
            p: { values: raw, metadata: { reference: [{ title: 'x' }] } },
          });
          const leaf = root.children.get('p') as ParameterLeaf;
          const before = [...dates].sort().filter((d) => d <= instant);
          const expected = before.length === 0 ? undefined : raw[before[before.length - 1]!];
          expect(leafValueAt(root, leaf, instant)).toBe(expected);
        },
      ),
    );
  });
});

describe('uprating', () => {
  it('uprates scale thresholds and amounts by the index, never rates', () => {
    const root = parseParameterTree({
      index: {
        values: { '2024-01-01': 100, '2025-01-01': 103, '2026-01-01': 106.09 },
        metadata: { reference: ['i'] },
      },
      s: {
        metadata: {
          type: 'single_amount',
          uprating: 'index',
          uprating_rounding: { type: 'nearest', interval: 1 },
          reference: ['s'],
        },
        brackets: [
          { threshold: { '2024-01-01': 0 }, amount: { '2024-01-01': 1_000 } },
          { threshold: { '2024-01-01': 500 }, amount: { '2024-01-01': 2_000 } },
        ],
      },
    });
    const at2026 = parametersAt(root, '2026-06-01') as { s: Scale };
    expect(at2026.s.thresholds).toEqual([0, 530]);
    expect(at2026.s.values).toEqual([1_061, 2_122]);
  });
});

describe('scales against a scalar reference', () => {
  it('a marginal-rate scale equals the bracket-by-bracket sum', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 200_000 }), { maxLength: 5 }),
        fc.array(fc.double({ min: 0, max: 0.6, noNaN: true }), { minLength: 6, maxLength: 6 }),
        fc.double({ min: -1000, max: 500_000, noNaN: true }),
        (cuts, rates, base) => {
          const thresholds = [0, ...[...cuts].sort((x, y) => x - y)];
          const scale = new Scale('marginal_rate', thresholds, rates.slice(0, thresholds.length));
          let expected = 0;
          for (let j = 0; j < thresholds.length; j += 1) {
            const hi = thresholds[j + 1] ?? Infinity;
            expected += Math.max(0, Math.min(base, hi) - thresholds[j]!) * rates[j]!;
          }
          expect(scale.calc([base])[0]).toBeCloseTo(expected, 6);
        },
      ),
    );
  });
});
