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
