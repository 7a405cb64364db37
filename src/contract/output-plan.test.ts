import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createOutputPlan, missingPlanColumns, OutputPlanSchema } from './output-plan.js';

const ids = fc.array(fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), { maxLength: 6 });

describe('output plan', () => {
  it('has a digest independent of the order and repetition of variables', () => {
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        const one = createOutputPlan({ person: a, household: b });
        const two = createOutputPlan({
          household: [...b].reverse(),
          person: [...a, ...a].reverse(),
        });
        expect(two).toEqual(one);
        expect(OutputPlanSchema.safeParse(one).success).toBe(true);
      }),
    );
  });

  it('changes digest when a variable is added', () => {
    expect(createOutputPlan({ person: ['age'] }).sha256).not.toBe(
      createOutputPlan({ person: ['age', 'is_male'] }).sha256,
    );
  });

  it('rejects a plan whose digest or order is wrong', () => {
    const plan = createOutputPlan({ person: ['age', 'is_male'] });
    expect(OutputPlanSchema.safeParse({ ...plan, sha256: '0'.repeat(64) }).success).toBe(false);
    expect(
      OutputPlanSchema.safeParse({ ...plan, entities: { person: ['is_male', 'age'] } }).success,
    ).toBe(false);
  });

  it('lists the columns a frame set lacks', () => {
    const plan = createOutputPlan({ person: ['age', 'is_male'], household: ['household_id'] });
    expect(missingPlanColumns(plan, { person: ['age'], household: ['household_id'] })).toEqual({
      person: ['is_male'],
    });
    expect(
      missingPlanColumns(plan, { person: ['age', 'is_male'], household: ['household_id'] }),
    ).toEqual({});
  });
});
