import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PolicySchema } from './policy.js';
import { validateWith } from './validation.js';

const periodKey = fc.oneof(
  fc.constantFrom(
    '2026',
    '2026-01',
    '2026-01-01',
    '2026-01-01.2100-12-31',
    'year:2026:5',
    'ETERNITY',
    '2027-4-6',
    'month:2026-01:0',
    '',
  ),
  fc.string({ maxLength: 12 }),
);
const value = fc.oneof(
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.anything({ maxDepth: 1 }),
);
const reformLike = fc.record({
  reform: fc.dictionary(
    fc.oneof(fc.constantFrom('gov.irs.x', 'gov.a[0].rate'), fc.string({ maxLength: 10 })),
    fc.oneof(value, fc.dictionary(periodKey, value, { maxKeys: 3 })),
    { maxKeys: 3 },
  ),
  structural: fc.option(fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 }), {
    nil: undefined,
  }),
});

describe('fuzzing the contract reform reader', () => {
  it('never throws: a policy, or every problem with a snake_case code and a path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything({ maxDepth: 3 }), reformLike), (input) => {
        const result = validateWith(PolicySchema, input);
        if (result.ok) return;
        expect(result.issues.length).toBeGreaterThan(0);
        for (const issue of result.issues) {
          expect(issue.code).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(issue.path.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps a valid policy as it is', () => {
    const policy = {
      reform: { 'gov.irs.x': { '2026-01-01': 3_600, 'year:2027:2': 1 }, 'gov.y': 2 },
    };
    expect(validateWith(PolicySchema, policy)).toEqual({ ok: true, value: policy });
  });
});
