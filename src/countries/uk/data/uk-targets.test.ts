import { describe, expect, it } from 'vitest';
import { parseUkModelTotals, type UkTargetsError } from './uk-targets.js';

const base = { name: 't', source: 's', href: 'h' };

describe('the UK targets reader', () => {
  it('reads amounts, sums of variables, counts and shares of households', () => {
    const totals = parseUkModelTotals(
      [
        { ...base, variable: 'income_tax', value: 5 },
        { ...base, variables: ['a', 'b'], value: 7, year: 2024, approximate: true },
        { ...base, variable: 'band', count: { equals: 'HIGHER' }, value: 3 },
        { ...base, variable: 'size', count: { atLeast: 5 }, share_of_households: 0.25 },
        { ...base, variable: 'uc', count: 'positive', value: 2 },
      ],
      2025,
      1000,
    );
    expect(totals.map((t) => [t.variables, t.count, t.value, t.year])).toEqual([
      [['income_tax'], undefined, 5, 2025],
      [['a', 'b'], undefined, 7, 2024],
      [['band'], { kind: 'equals', value: 'HIGHER' }, 3, 2025],
      [['size'], { kind: 'atLeast', value: 5 }, 250, 2025],
      [['uc'], { kind: 'positive' }, 2, 2025],
    ]);
    expect(totals[1]!.approximate).toBe(true);
  });

  it('names the entry and field of a malformed total', () => {
    const bad = (entry: Record<string, unknown>): UkTargetsError => {
      try {
        parseUkModelTotals([{ ...base, ...entry }], 2025, 1000);
      } catch (error) {
        return error as UkTargetsError;
      }
      throw new Error('no error');
    };
    expect(bad({ value: 1 })).toMatchObject({ code: 'uk_targets_invalid', field: 'variable' });
    expect(bad({ variable: 'x' })).toMatchObject({ field: 'value' });
    expect(bad({ variable: 'x', value: 1, count: true })).toMatchObject({
      entry: 't',
      field: 'count',
    });
  });
});
