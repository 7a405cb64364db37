import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertFrameShape,
  boolColumn,
  columnAsFloat,
  enumColumn,
  floatColumn,
  FrameShapeError,
  framesEqual,
  getColumn,
  intColumn,
  MissingColumnError,
  takeRows,
  withColumn,
  type Frame,
} from './frame.js';

const frame: Frame = {
  entity: 'household',
  rowCount: 3,
  columns: [
    intColumn('household_id', Int32Array.of(5, 6, 7)),
    floatColumn('rent', Float64Array.of(1, 2, 3)),
    boolColumn('flag', Uint8Array.of(0, 1, 0)),
    enumColumn('state_code', Int32Array.of(1, 0, 1), ['CA', 'NY']),
  ],
};

describe('Frame helpers', () => {
  it('take rows, replace and add columns without touching the original', () => {
    const taken = takeRows(frame, [2, 0]);
    expect(Array.from(getColumn(taken, 'household_id').values)).toEqual([7, 5]);
    expect(getColumn(taken, 'state_code').categories).toEqual(['CA', 'NY']);
    const replaced = withColumn(frame, floatColumn('rent', Float64Array.of(9, 9, 9)));
    expect(replaced.columns.map((c) => c.name)).toEqual(frame.columns.map((c) => c.name));
    expect(getColumn(frame, 'rent').values[0]).toBe(1);
    expect(withColumn(frame, floatColumn('extra', new Float64Array(3))).columns).toHaveLength(5);
    expect(Array.from(columnAsFloat(frame, 'household_id'))).toEqual([5, 6, 7]);
    expect(() => getColumn(frame, 'nope')).toThrow(MissingColumnError);
  });

  it('take any rows, in runs or scattered, as a row-by-row copy does', () => {
    const n = 200;
    const big: Frame = {
      entity: 'person',
      rowCount: n,
      columns: [
        intColumn(
          'person_id',
          Int32Array.from({ length: n }, (_, i) => i * 3),
        ),
        floatColumn(
          'wages',
          Float64Array.from({ length: n }, (_, i) => (i % 7 === 0 ? -0 : i / 3)),
        ),
        boolColumn(
          'flag',
          Uint8Array.from({ length: n }, (_, i) => i % 2),
        ),
      ],
    };
    // Runs of consecutive rows (a region of a sorted dataset), and rows in any order.
    const run = fc
      .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: 80 }))
      .map(([start, length]) =>
        Array.from({ length: Math.min(length, n - start) }, (_, k) => start + k),
      );
    const rows = fc.oneof(
      fc.array(run, { maxLength: 6 }).map((runs) => runs.flat()),
      fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 300 }),
    );
    fc.assert(
      fc.property(rows, (list) => {
        const taken = takeRows(big, Int32Array.from(list));
        for (const [c, column] of big.columns.entries()) {
          const expected = list.map((r) => column.values[r]!);
          expect(
            Array.from(taken.columns[c]!.values).map((v) => (Object.is(v, -0) ? 'minus zero' : v)),
          ).toEqual(expected.map((v) => (Object.is(v, -0) ? 'minus zero' : v)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('compare frames by names, kinds, categories and values', () => {
    expect(framesEqual(frame, takeRows(frame, [0, 1, 2]))).toBe(true);
    expect(framesEqual(frame, takeRows(frame, [0, 2, 1]))).toBe(false);
    expect(
      framesEqual(
        frame,
        withColumn(frame, enumColumn('state_code', Int32Array.of(1, 0, 1), ['CA', 'TX'])),
      ),
    ).toBe(false);
  });

  it('reject malformed frames naming the column', () => {
    const bad = (columns: Frame['columns']) => () =>
      assertFrameShape({ entity: 'person', rowCount: 2, columns });
    expect(bad([floatColumn('a', new Float64Array(3))])).toThrow(/3 values for 2 rows/);
    expect(bad([{ name: 'a', kind: 'float', values: new Int32Array(2) }])).toThrow(
      /needs Float64Array/,
    );
    expect(
      bad([floatColumn('a', new Float64Array(2)), floatColumn('a', new Float64Array(2))]),
    ).toThrow(/duplicate/);
    expect(bad([{ name: 'a', kind: 'int', values: new Int32Array(2), categories: ['x'] }])).toThrow(
      FrameShapeError,
    );
  });
});
