import { ExecutorCode, ExecutorError } from './executor-error.js';

/** The coordinator itself was cancelled: its unfinished workers were cancelled, and no failure was recorded. */
export class ReportCancelledError extends ExecutorError {
  constructor(
    readonly reportId: string,
    reason: string,
  ) {
    super(ExecutorCode.reportCancelled, `report ${reportId} cancelled: ${reason}`);
    this.name = 'ReportCancelledError';
  }
}

const INVOCATION_CODES = new Set([
  'unknown_task',
  'dispatcher_closed',
  'call_not_found',
  'dispatch_backend_failed',
  'call_poll_failed',
  'call_timeout',
  'call_cancelled',
]);

/** The report-level code of a simulation's failure: typed codes are kept; dispatch-layer codes are mapped. */
export function simulationFailureCode(code: string): string {
  if (code === 'task_failed') return ExecutorCode.simulationExecutionFailed;
  if (INVOCATION_CODES.has(code)) return ExecutorCode.simulationInvocationFailed;
  return code;
}
