import { describe, expect, it } from 'vitest';
import { FailureError } from '../contract/index.js';
import { ApiCode, ApiFailureError, FAILURE_STATUS, failureOf, statusOf } from './failure-status.js';

describe('the failure-status table', () => {
  it('gives every API code a status, and 500 to a code it does not list', () => {
    for (const code of Object.values(ApiCode))
      expect(FAILURE_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(statusOf('no_such_code')).toBe(500);
  });

  it('hides the message of an unexpected error and marks overload retryable', () => {
    const unexpected = failureOf(
      new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2'),
      'corr-1',
      [],
    );
    expect(unexpected.status).toBe(500);
    expect(unexpected.failure.code).toBe('internal_error');
    expect(unexpected.failure.summary).not.toContain('hunter2');
    expect(unexpected.failure.summary).not.toContain('10.0.0.7');
    const limited = failureOf(new ApiFailureError(ApiCode.rateLimited, 'slow down'), 'corr-2', []);
    expect(limited).toMatchObject({
      status: 429,
      failure: { code: 'rate_limited', retryable: true, correlationId: 'corr-2' },
    });
    const bad = failureOf(
      new ApiFailureError(ApiCode.invalidRequest, 'body: unknown field "x"'),
      'corr-3',
      [],
    );
    expect(bad.failure.retryable).toBe(false);
    expect(bad.failure.summary).toContain('unknown field "x"');
    const report = {
      code: 'segment_execution_failed',
      summary: 'segment 3 failed [correlation c]',
      correlationId: 'c',
      retryable: false,
      segmentIndex: 3,
    };
    expect(failureOf(new FailureError(report), 'corr-4', [])).toEqual({
      status: 502,
      failure: report,
    });
  });
});
