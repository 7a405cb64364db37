import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('the property tests seed', () => {
  it('is fixed under CI, chosen by FISCUS_PROPERTY_SEED, random otherwise', () => {
    const { seed } = fc.readConfigureGlobal();
    const chosen = process.env.FISCUS_PROPERTY_SEED;
    if (chosen !== undefined) expect(seed).toBe(Number(chosen));
    else if (process.env.CI) expect(seed).toBe(20_261_201);
    else expect(seed).toBeUndefined();
  });
});
