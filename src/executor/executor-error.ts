import type { ValidationIssue } from '../contract/index.js';

/** Failure codes the executor produces (DESIGN.md §8). Receivers branch on these, never on classes. */
export const ExecutorCode = {
  simulationDispatchFailed: 'simulation_dispatch_failed',
  simulationInvocationFailed: 'simulation_invocation_failed',
  simulationExecutionFailed: 'simulation_execution_failed',
  segmentExecutionFailed: 'segment_execution_failed',
  simulationWaitTimeout: 'simulation_wait_timeout',
  simulationCancelled: 'simulation_cancelled',
  invalidPolicyPeriod: 'invalid_policy_period',
  invalidReportRequest: 'invalid_report_request',
  invalidSimulationInput: 'invalid_simulation_input',
  modelBundleMismatch: 'model_bundle_mismatch',
  unknownOutputVariable: 'unknown_output_variable',
  segmentMergeFailed: 'segment_merge_failed',
  artifactMismatch: 'artifact_mismatch',
  reportCoordinationFailed: 'report_coordination_failed',
  reportCancelled: 'report_cancelled',
  unsupportedCountry: 'unsupported_country',
} as const;

/** One of {@link ExecutorCode}'s values. */
export type ExecutorCode = (typeof ExecutorCode)[keyof typeof ExecutorCode];

/** One problem inside an {@link ExecutorError} (every problem is listed, not only the first). */
export type ExecutorIssue = ValidationIssue;

/**
 * An error raised by the executor: a stable snake_case `code`, every problem found (`issues`),
 * and the segment index where one applies. It crosses threads and processes as a `Failure`.
 */
export class ExecutorError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: {
      readonly issues?: readonly ExecutorIssue[];
      readonly segmentIndex?: number;
      readonly cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ExecutorError';
  }

  /** Every problem found; a single issue made of the message when none were listed. */
  get issues(): readonly ExecutorIssue[] {
    return this.details.issues ?? [{ code: this.code, path: '$', message: this.message }];
  }

  /** The segment the error happened in, if any. */
  get segmentIndex(): number | undefined {
    return this.details.segmentIndex;
  }
}

/** The `issues` an error carries (engine errors and executor errors list them), if any. */
export function issuesOf(error: unknown): readonly ExecutorIssue[] | undefined {
  if (error !== null && typeof error === 'object' && 'issues' in error) {
    const issues = (error as { issues: unknown }).issues;
    if (Array.isArray(issues)) return issues as ExecutorIssue[];
  }
  return undefined;
}
