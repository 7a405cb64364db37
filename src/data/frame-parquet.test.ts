import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../contract/index.js';
import {
  boolColumn,
  enumColumn,
  floatColumn,
  framesEqual,
  intColumn,
  type Frame,
} from './frame.js';
import {
  decodeFrameParquet,
  encodeFrameParquet,
  frameAsStored,
  FrameDecodeError,
} from './frame-parquet.js';
import { sampleFrameForChild } from './frame-parquet.test-fixture.js';

/** A frame whose values depend only on `n`, so two processes build equal frames. */
function sampleFrame(n: number): Frame {
  const ids = new Int32Array(n);
  const money = new Float64Array(n);
  const flag = new Uint8Array(n);
  const race = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    ids[i] = i * 7 - 3;
    money[i] = i % 5 === 0 ? 0 : (i * 1234.5678) / 3 - 100;
    flag[i] = i % 3 === 0 ? 1 : 0;
    race[i] = i % 3; // category 3 never used: must survive the trip
  }
  return {
    entity: 'person',
    rowCount: n,
    columns: [
      intColumn('person_id', ids),
      floatColumn('employment_income', money),
      boolColumn('is_disabled', flag),
      enumColumn('race', race, ['WHITE', 'BLACK', 'HISPANIC', 'OTHER']),
    ],
  };
}

describe('Parquet frame codec', () => {
  it('round-trips every column kind exactly, across row batches', () => {
    const frame = sampleFrame(5000);
    const back = decodeFrameParquet(encodeFrameParquet(frame));
    expect(framesEqual(frame, back)).toBe(true);
    expect(back.columns.map((c) => c.values.constructor.name)).toEqual([
      'Int32Array',
      'Float64Array',
      'Uint8Array',
      'Int32Array',
    ]);
    expect(back.columns[3]!.categories).toEqual(['WHITE', 'BLACK', 'HISPANIC', 'OTHER']);
  });

  it('round-trips an empty frame and a frame without columns', () => {
    const empty = sampleFrame(0);
    expect(framesEqual(empty, decodeFrameParquet(encodeFrameParquet(empty)))).toBe(true);
    const bare: Frame = { entity: 'household', rowCount: 0, columns: [] };
    expect(decodeFrameParquet(encodeFrameParquet(bare)).entity).toBe('household');
  });

  it('gives equal bytes for equal frames, and different bytes when one value changes', () => {
    const a = encodeFrameParquet(sampleFrame(300));
    const b = encodeFrameParquet(sampleFrame(300));
    expect(sha256Hex(a)).toBe(sha256Hex(b));
    const changed = sampleFrame(300);
    (changed.columns[1]!.values as Float64Array)[17] = 1;
    expect(sha256Hex(encodeFrameParquet(changed))).not.toBe(sha256Hex(a));
  });

  it('writes -0 as 0 so equal numbers give equal bytes', () => {
    const a = sampleFrame(10);
    const b = sampleFrame(10);
    (a.columns[1]!.values as Float64Array)[0] = 0;
    (b.columns[1]!.values as Float64Array)[0] = -0;
    expect(sha256Hex(encodeFrameParquet(a))).toBe(sha256Hex(encodeFrameParquet(b)));
  });

  it('frameAsStored gives what a round trip gives, to the bit, copying only columns with -0', () => {
    const money = fc.oneof(
      fc.constantFrom(0, -0, 1e-310, -1e300),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(money, money, fc.boolean()), { maxLength: 40 }), (rows) => {
        const frame: Frame = {
          entity: 'household',
          rowCount: rows.length,
          columns: [
            intColumn(
              'household_id',
              Int32Array.from(rows, (_, i) => i),
            ),
            floatColumn(
              'rent',
              Float64Array.from(rows, (r) => r[0]),
            ),
            boolColumn(
              'flag',
              Uint8Array.from(rows, (r) => (r[2] ? 1 : 0)),
            ),
            floatColumn(
              'income',
              Float64Array.from(rows, (r) => r[1]),
            ),
          ],
        };
        const stored = frameAsStored(frame);
        const decoded = decodeFrameParquet(encodeFrameParquet(frame));
        expect(stored.columns.map((c) => [c.name, c.kind])).toEqual(
          decoded.columns.map((c) => [c.name, c.kind]),
        );
        stored.columns.forEach((column, c) => {
          const values = Array.from(column.values);
          const back = Array.from(decoded.columns[c]!.values);
          expect(values.every((v, r) => Object.is(v, back[r]))).toBe(true);
          const hadMinusZero = Array.from(frame.columns[c]!.values).some((v) => Object.is(v, -0));
          expect(column.values === frame.columns[c]!.values).toBe(!hadMinusZero);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same bytes in a separate process', () => {
    const module = fileURLToPath(new URL('./frame-parquet.test-fixture.ts', import.meta.url));
    const child = execFileSync(process.execPath, ['--import', 'tsx', module, '4000'], {
      encoding: 'utf8',
    }).trim();
    expect(child).toBe(sha256Hex(encodeFrameParquet(sampleFrameForChild(4000))));
  });

  it('refuses NaN, bad enum codes and non-0/1 bools', () => {
    const nan = sampleFrame(4);
    (nan.columns[1]!.values as Float64Array)[2] = Number.NaN;
    expect(() => encodeFrameParquet(nan)).toThrow(/non-finite/);
    const code = sampleFrame(4);
    (code.columns[3]!.values as Int32Array)[1] = 4;
    expect(() => encodeFrameParquet(code)).toThrow(/outside 4 categories/);
    const bool = sampleFrame(4);
    (bool.columns[2]!.values as Uint8Array)[1] = 2;
    expect(() => encodeFrameParquet(bool)).toThrow(/bool value 2/);
  });

  it('refuses bytes that are not Parquet with a typed error', () => {
    expect(() => decodeFrameParquet(new Uint8Array([1, 2, 3, 4]))).toThrow(FrameDecodeError);
  });
});
