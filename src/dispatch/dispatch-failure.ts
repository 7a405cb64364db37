import { FailureError, summariseFailure } from '../contract/index.js';
import type { Failure } from '../contract/index.js';
import { DispatchFailureCode } from './dispatch-failure-code.js';

export { DispatchFailureCode } from './dispatch-failure-code.js';

/** A dispatch-layer failure with a redacted summary. */
export function dispatchFailure(
  code: DispatchFailureCode,
  cause: string,
  correlationId: string,
  secrets: readonly string[] = [],
): Failure {
  return {
    code,
    summary: summariseFailure(cause, correlationId, secrets),
    correlationId,
    retryable: false,
  };
}

/** The error `result()` throws for a cancelled call. */
export function callCancelledError(reason: string, correlationId: string): FailureError {
  return new FailureError(
    dispatchFailure(DispatchFailureCode.callCancelled, `call cancelled: ${reason}`, correlationId),
  );
}

/** The error `spawn()` and waiting `result()`s throw once the dispatcher is closed. */
export function dispatcherClosedError(correlationId: string): FailureError {
  return new FailureError(
    dispatchFailure(
      DispatchFailureCode.dispatcherClosed,
      'the dispatcher is closed',
      correlationId,
    ),
  );
}
