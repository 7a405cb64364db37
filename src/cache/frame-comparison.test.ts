import { describe, expect, it } from 'vitest';
import type { Frame } from '../data/index.js';
import { columnsOfFrames, compareFrames, projectFrames } from './frame-comparison.js';

const frame = (values: number[], extra: Partial<Frame> = {}): Frame => ({
  entity: 'household',
  rowCount: values.length,
  columns: [
    { name: 'household_id', kind: 'int', values: Int32Array.from(values.map((_, i) => i + 1)) },
    { name: 'household_net_income', kind: 'float', values: Float64Array.from(values) },
  ],
  ...extra,
});

describe('compareFrames', () => {
  it('finds nothing between equal frames, NaN included', () => {
    expect(
      compareFrames(
        { household: frame([1, Number.NaN, 3]) },
        { household: frame([1, Number.NaN, 3]) },
      ),
    ).toEqual([]);
  });

  it('names the column and first row that differ, bit for bit (-0 is not 0)', () => {
    const found = compareFrames({ household: frame([1, 2, 0]) }, { household: frame([1, 2, -0]) });
    expect(found).toEqual([
      {
        entity: 'household',
        column: 'household_net_income',
        reason: expect.stringMatching(/from row 2/) as unknown as string,
      },
    ]);
  });

  it('reports missing entities, row counts and column lists', () => {
    expect(compareFrames({ household: frame([1]) }, {})).toEqual([
      { entity: 'household', reason: 'missing entity' },
    ]);
    const shorter = compareFrames({ household: frame([1, 2]) }, { household: frame([1]) });
    expect(shorter.map((m) => m.reason)).toContain('row count 1, expected 2');
    const fewer = { household: { ...frame([1]), columns: frame([1]).columns.slice(0, 1) } };
    expect(compareFrames({ household: frame([1]) }, fewer)[0]?.reason).toMatch(
      /columns \[household_id\]/,
    );
  });
});

describe('projectFrames', () => {
  it('keeps exactly the planned columns in plan order, and refuses an uncovered plan', () => {
    const projected = projectFrames(
      { household: frame([5]) },
      { household: ['household_net_income'] },
    );
    expect(columnsOfFrames(projected)).toEqual({ household: ['household_net_income'] });
    expect(() =>
      projectFrames({ household: frame([5]) }, { household: ['household_weight'] }),
    ).toThrow(RangeError);
    expect(() => projectFrames({}, { person: ['person_id'] })).toThrow(RangeError);
  });
});
