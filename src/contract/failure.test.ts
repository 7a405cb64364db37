import { describe, expect, it } from 'vitest';
import {
  FailureError,
  failureFromError,
  FailureSchema,
  MAX_FAILURE_ISSUE_TEXT,
  MAX_FAILURE_ISSUES,
  redactFailure,
} from './index.js';

const options = { correlationId: 'corr-1', fallbackCode: 'task_failed' };

describe('failures keep their typed issues and cause across a boundary', () => {
  it('an error with issues: every issue kept, redacted, and the failure valid', () => {
    const error = Object.assign(new Error('2 invalid inputs'), {
      code: 'invalid_situation',
      issues: [
        { code: 'value_out_of_range', path: 'people.p1.age', message: 'age is -5; give 0 or more' },
        {
          code: 'not_a_number',
          path: 'people.p2.wage',
          message: 'password=swordfish is not a number',
        },
        { code: 'Bad Code', path: 'x', message: 'an issue without a valid code is left out' },
      ],
    });
    const failure = failureFromError(error, options);
    expect(FailureSchema.parse(failure)).toEqual(failure);
    expect(failure.code).toBe('invalid_situation');
    expect(failure.issues?.map((i) => i.code)).toEqual(['value_out_of_range', 'not_a_number']);
    expect(failure.issues?.[1]?.message).toBe('[redacted] is not a number');
  });

  it('more issues than fit: the first fifty kept, the rest counted; long texts clipped', () => {
    const issues = Array.from({ length: MAX_FAILURE_ISSUES + 7 }, (_, i) => ({
      code: 'bad_value',
      path: `rows[${i}]`,
      message: 'x'.repeat(MAX_FAILURE_ISSUE_TEXT + 100),
    }));
    const failure = failureFromError(Object.assign(new Error('many'), { issues }), options);
    expect(failure.issues).toHaveLength(MAX_FAILURE_ISSUES);
    expect(failure.issuesOmitted).toBe(7);
    expect(failure.issues?.[0]?.message).toHaveLength(MAX_FAILURE_ISSUE_TEXT);
    expect(FailureSchema.safeParse(failure).success).toBe(true);
  });

  it('a typed cause is kept by its code and summary; an error whose one issue is its message adds none', () => {
    const cause = Object.assign(new Error('column age holds -5'), { code: 'invalid_input_value' });
    const error = Object.assign(new Error('segment 2 failed', { cause }), {
      code: 'segment_execution_failed',
      issues: [{ code: 'segment_execution_failed', path: '$', message: 'segment 2 failed' }],
    });
    const failure = failureFromError(error, options);
    expect(failure.cause).toEqual({
      code: 'invalid_input_value',
      summary: 'column age holds -5 [correlation corr-1]',
    });
    expect(failure.issues).toBeUndefined();
  });

  it('a FailureError crossing again keeps its issues and cause; redactFailure reaches all three', () => {
    const inner = failureFromError(
      Object.assign(new Error('bad'), {
        code: 'invalid_situation',
        issues: [{ code: 'bad_value', path: 'a', message: 'token=abc12345 here' }],
        cause: undefined,
      }),
      options,
    );
    const again = failureFromError(
      new FailureError({ ...inner, cause: { code: 'x_y', summary: 'secret-value inside' } }),
      options,
    );
    expect(again.issues).toEqual(inner.issues);
    expect(again.cause?.code).toBe('x_y');
    const redacted = redactFailure(again, ['secret-value']);
    expect(redacted.cause?.summary).toBe('[redacted] inside');
    expect(redacted.issues?.[0]?.message).toBe('[redacted] here');
  });
});
