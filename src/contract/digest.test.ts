import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, canonicalSha256, CanonicalJsonError, sha256Hex } from './digest.js';

describe('canonical JSON', () => {
  it('sorts keys and is independent of insertion order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
        expect(canonicalSha256(reversed)).toBe(canonicalSha256(record));
      }),
    );
  });

  it('rejects NaN and infinity with the path of the bad value', () => {
    expect(() => canonicalJson({ a: [1, Number.NaN] })).toThrow(CanonicalJsonError);
    expect(() => canonicalJson({ b: Number.POSITIVE_INFINITY })).toThrow(/\$\.b/);
  });

  it('follows RFC 8785 number formatting', () => {
    expect(canonicalJson({ b: 1e21, a: 0.1, c: -0 })).toBe('{"a":0.1,"b":1e+21,"c":0}');
  });

  it('hashes UTF-8 text as SHA-256 hex', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
