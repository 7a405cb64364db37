import { describe, expect, it } from 'vitest';
import { countryOfSituation } from './index.js';

describe('countryOfSituation', () => {
  it('recognises a UK situation by its benefit units', () => {
    const uk = { people: { a: {} }, benunits: { b: { members: ['a'] } }, households: {} };
    expect(countryOfSituation(uk)).toBe('uk');
    expect(countryOfSituation([uk, uk])).toBe('uk');
  });

  it('keeps the default country when its entities cover the keys', () => {
    expect(countryOfSituation({ people: {}, households: {} })).toBe('us');
    expect(countryOfSituation({ people: {}, tax_units: {} })).toBe('us');
  });

  it('names no country for keys no pack has', () => {
    expect(countryOfSituation({ people: {}, benunits: {}, tax_units: {} })).toBeUndefined();
  });
});
