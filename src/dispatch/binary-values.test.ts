import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromJsonValue,
  toJsonValue,
  transferListOf,
  TYPED_ARRAY_TAG,
  withTransfer,
} from './binary-values.js';

const throughJson = (value: unknown): unknown =>
  fromJsonValue(JSON.parse(JSON.stringify(toJsonValue(value))));

describe('typed arrays through JSON', () => {
  it('come back as the same kind with the same values, bit for bit, at any depth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double(), { maxLength: 200 }),
        fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 200 }),
        fc.uint8Array({ maxLength: 200 }),
        (floats, ints, bytes) => {
          const value = {
            a: Float64Array.from(floats),
            nested: [{ b: Int32Array.from(ints) }, 'text', 3, null, { c: bytes }],
          };
          const back = throughJson(value) as typeof value;
          expect(back.a).toBeInstanceOf(Float64Array);
          expect([...back.a].every((x, i) => Object.is(x, value.a[i]))).toBe(true);
          expect(back.nested[0]).toEqual({ b: Int32Array.from(ints) });
          expect(back.nested.slice(1, 4)).toEqual(['text', 3, null]);
          expect((back.nested[4] as { c: Uint8Array }).c).toEqual(Uint8Array.from(bytes));
        },
      ),
    );
  });

  it('writes only the view, not the rest of its buffer, and leaves other values alone', () => {
    const view = new Float64Array(new ArrayBuffer(80), 16, 3).fill(2.5);
    const json = toJsonValue({ view, when: 'now', n: [1, 2] }) as Record<string, unknown>;
    expect(json['view']).toEqual({ [TYPED_ARRAY_TAG]: 'Float64Array', base64: expect.any(String) });
    expect(throughJson({ view })).toEqual({ view: Float64Array.of(2.5, 2.5, 2.5) });
    expect(json['when']).toBe('now');
    expect(json['n']).toEqual([1, 2]);
  });

  it('refuses a tag that names no typed array, or bytes that do not fill one', () => {
    expect(() => fromJsonValue({ [TYPED_ARRAY_TAG]: 'Map', base64: '' })).toThrow(/Map/);
    expect(() => fromJsonValue({ [TYPED_ARRAY_TAG]: 'Float64Array', base64: 'AAAA' })).toThrow(
      /3 bytes/,
    );
  });
});

describe('withTransfer', () => {
  it('marks buffers that neither JSON nor structured clone see', () => {
    const values = Float64Array.of(1, 2);
    const result = withTransfer({ values }, [values.buffer]);
    expect(transferListOf(result)).toEqual([values.buffer]);
    expect(transferListOf({ values })).toEqual([]);
    expect(transferListOf(undefined)).toEqual([]);
    expect(JSON.stringify(result)).toBe('{"values":{"0":1,"1":2}}');
    expect(transferListOf(structuredClone(result))).toEqual([]);
  });
});
