import {
  FailureSchema,
  failureFromError,
  redactFailure,
  type Failure,
  type FailureOptions,
} from '../contract/index.js';
import type { Logger } from './logger.js';
import type { TelemetryAttributes, TelemetrySink } from './telemetry-sink.js';

/** Where a failure happened: the run's ids, and optionally the stage and the original error. */
export interface FailureContext extends TelemetryAttributes {
  readonly stage?: string;
}

/** The result of {@link FailureReporter.report}: the redacted failure, and whether this call reported it. */
export interface ReportedFailure {
  readonly failure: Failure;
  /** False when the same failure had already been reported (nothing was emitted this time). */
  readonly reported: boolean;
}

/**
 * Reports failures to telemetry exactly once each, where they happen and before any database
 * write (DESIGN.md §8). A failure is the same failure when it is the same object (or the redacted
 * copy this reporter returned, or the error it was made from), or when it has the same correlation
 * id, code and segment index, so a failure handed up through several layers is reported once.
 */
export interface FailureReporter {
  /** Redacts and reports a failure, unless it has been reported already. */
  report(failure: Failure, context?: FailureContext): ReportedFailure;
  /**
   * Converts a thrown error to a redacted {@link Failure} and reports it once; the same error
   * object always yields the same failure (and the same correlation id).
   */
  reportError(error: unknown, options: FailureOptions, context?: FailureContext): ReportedFailure;
  /** Whether this failure (or error) has been reported. */
  hasReported(failure: Failure | object): boolean;
}

/** Options of {@link createFailureReporter}. */
export interface FailureReporterOptions {
  readonly logger: Logger;
  readonly sink: TelemetrySink;
  /** Secret values to remove from every summary (tokens, passwords), besides the built-in patterns. */
  readonly secrets?: readonly string[];
  readonly now?: () => Date;
  /** How many failure identities to remember for de-duplication. Default 10,000. */
  readonly memory?: number;
}

/** Creates a {@link FailureReporter}. One per process (or per run); never a module singleton. */
export function createFailureReporter(options: FailureReporterOptions): FailureReporter {
  const secrets = options.secrets ?? [];
  const now = options.now ?? (() => new Date());
  const memory = options.memory ?? 10_000;
  const reportedObjects = new WeakSet<object>();
  const failureOfError = new WeakMap<object, Failure>();
  // Insertion-ordered, so the oldest identities are the first forgotten.
  const reportedKeys = new Set<string>();

  const keyOf = (f: Failure): string =>
    `${f.correlationId}\u0000${f.code}\u0000${f.segmentIndex ?? ''}`;

  // Re-redacted with this reporter's secrets: summary, issues and cause alike.
  const redact = (failure: Failure): Failure => redactFailure(failure, secrets);

  const hasReported = (failure: Failure | object): boolean =>
    reportedObjects.has(failure) ||
    ('correlationId' in failure &&
      'code' in failure &&
      reportedKeys.has(keyOf(failure as Failure)));

  const report = (failure: Failure, context: FailureContext = {}): ReportedFailure => {
    const redacted = redact(failure);
    if (hasReported(failure)) return { failure: redacted, reported: false };
    reportedObjects.add(failure);
    reportedObjects.add(redacted);
    reportedKeys.add(keyOf(failure));
    if (reportedKeys.size > memory)
      reportedKeys.delete(reportedKeys.values().next().value as string);

    const attributes: FailureContext = {
      ...context,
      correlationId: redacted.correlationId,
      ...(redacted.segmentIndex === undefined ? {} : { segmentIndex: redacted.segmentIndex }),
    };
    options.logger.error(
      {
        event: 'failure',
        ...attributes,
        code: redacted.code,
        retryable: redacted.retryable,
        summary: redacted.summary,
      },
      `${redacted.code}: ${redacted.summary}`,
    );
    try {
      options.sink.record({
        kind: 'failure',
        failure: redacted,
        attributes,
        at: now().toISOString(),
      });
    } catch {
      // Telemetry must never replace the failure it reports.
    }
    return { failure: redacted, reported: true };
  };

  return {
    report,
    hasReported,
    reportError(error, failureOptions, context) {
      const known =
        error !== null && typeof error === 'object' ? failureOfError.get(error) : undefined;
      if (known !== undefined) return { failure: known, reported: false };
      // An error that already carries a Failure (a FailureError from a worker) is that failure.
      const carried = carriedFailure(error);
      if (carried !== undefined) return report(carried, context);
      const outcome = report(
        failureFromError(error, {
          ...failureOptions,
          secrets: [...secrets, ...(failureOptions.secrets ?? [])],
        }),
        context,
      );
      if (error !== null && typeof error === 'object') {
        failureOfError.set(error, outcome.failure);
        reportedObjects.add(error);
      }
      return outcome;
    },
  };
}

function carriedFailure(error: unknown): Failure | undefined {
  if (error === null || typeof error !== 'object' || !('failure' in error)) return undefined;
  const parsed = FailureSchema.safeParse((error as { failure: unknown }).failure);
  return parsed.success ? (error as { failure: Failure }).failure : undefined;
}
