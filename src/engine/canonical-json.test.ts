import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJsonText } from './canonical-json.js';

/** No lone surrogate (encodeURIComponent refuses one). */
function wellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

// Strings with astral characters, escapes and keys that sort differently by code unit and code point.
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }).filter(wellFormed),
  fc.constantFrom('', '"', '\\', '\n\u0000\u001f', '\u2028', 'é', '😀', '\uffff', 'a\ud83d\ude00b'),
);
const number = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(0, -0, 1e21, 1e-7, 5e-324, Number.MAX_SAFE_INTEGER + 2),
);
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    fc.array(tie('json')),
    fc.dictionary(text, fc.oneof(tie('json'), fc.constant(undefined))),
  ),
}));

describe('canonicalJsonText', () => {
  it('writes what the canonicalize package writes, for every JSON value', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(canonicalJsonText(value)).toBe(canonicalize(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('honours toJSON and writes an undefined array item as null', () => {
    const value = { when: new Date(Date.UTC(2026, 0, 2)), list: [1, undefined, 3] };
    expect(canonicalJsonText(value)).toBe(canonicalize(value));
    expect(canonicalJsonText(value)).toBe('{"list":[1,null,3],"when":"2026-01-02T00:00:00.000Z"}');
  });

  it('writes an array hole as null, as JSON.stringify does (the package writes nothing: not JSON)', () => {
    const holed = [1, , 3];
    expect(canonicalJsonText(holed)).toBe(JSON.stringify(holed));
  });

  it('refuses what canonical JSON cannot hold, as the package does', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const bad of [
      NaN,
      Infinity,
      -Infinity,
      { a: [NaN] },
      'x\ud800',
      '\udc00y',
      { ['\ud800']: 1 },
      cycle,
    ]) {
      expect(() => canonicalize(bad)).toThrow();
      expect(() => canonicalJsonText(bad)).toThrow();
    }
    expect(() => canonicalJsonText(10n)).toThrow(TypeError);
  });

  it('orders array-index keys as text too (JavaScript lists them first, by number)', () => {
    const value = { b: [{ '10': 1, '2': 2, a: 3 }], '1': true, a: { z: 1, y: undefined } };
    expect(canonicalJsonText(value)).toBe(canonicalize(value));
    expect(canonicalJsonText(value)).toBe('{"1":true,"a":{"z":1},"b":[{"10":1,"2":2,"a":3}]}');
  });

  it('leaves the value it writes as it was', () => {
    const value = { b: 1, a: [{ d: undefined, c: 2 }] };
    canonicalJsonText(value);
    expect(Object.keys(value)).toEqual(['b', 'a']);
    expect(Object.keys(value.a[0]!)).toEqual(['d', 'c']);
  });

  it('writes a value shared by two branches (not a cycle) twice', () => {
    const shared = [1, 2];
    expect(canonicalJsonText({ a: shared, b: shared })).toBe('{"a":[1,2],"b":[1,2]}');
  });
});
