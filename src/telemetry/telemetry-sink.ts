import type { Failure } from '../contract/index.js';

/**
 * What spans and failure reports carry, so that runs can be told apart and traced: delivery mode,
 * report, simulation, segment, correlation id, and any further plain values.
 */
export interface TelemetryAttributes {
  readonly deliveryMode?: string;
  readonly reportId?: string;
  readonly simulationId?: string;
  readonly segmentIndex?: number;
  readonly correlationId?: string;
  readonly role?: string;
  readonly [key: string]: string | number | boolean | undefined;
}

/** How a span ended. */
export const SpanStatus = { ok: 'ok', error: 'error', cancelled: 'cancelled' } as const;
/** One of {@link SpanStatus}'s values. */
export type SpanStatus = (typeof SpanStatus)[keyof typeof SpanStatus];

/** A span that has ended. Times are ISO 8601 strings; the duration is in milliseconds. */
export interface SpanEvent {
  readonly kind: 'span';
  readonly name: string;
  readonly spanId: string;
  readonly traceId: string;
  readonly parentId: string | null;
  readonly status: SpanStatus;
  readonly attributes: TelemetryAttributes;
  readonly startedAt: string;
  readonly endedAt: string;
  readonly durationMs: number;
}

/** A failure, reported once: the redacted failure and where it happened. */
export interface FailureEvent {
  readonly kind: 'failure';
  readonly failure: Failure;
  readonly attributes: TelemetryAttributes;
  readonly at: string;
}

/** Everything telemetry emits. */
export type TelemetryEvent = SpanEvent | FailureEvent;

/** Where telemetry events go (an exporter, a log, a test's memory). Must not throw. */
export interface TelemetrySink {
  record(event: TelemetryEvent): void;
}

/** A sink that keeps every event in memory, for tests. */
export class MemoryTelemetrySink implements TelemetrySink {
  readonly events: TelemetryEvent[] = [];

  record(event: TelemetryEvent): void {
    this.events.push(event);
  }

  /** The ended spans, in order. */
  spans(): SpanEvent[] {
    return this.events.filter((e): e is SpanEvent => e.kind === 'span');
  }

  /** The reported failures, in order. */
  failures(): FailureEvent[] {
    return this.events.filter((e): e is FailureEvent => e.kind === 'failure');
  }
}

/** A sink that forwards each event to every given sink; one sink throwing does not stop the others. */
export function combineSinks(...sinks: readonly TelemetrySink[]): TelemetrySink {
  return {
    record(event) {
      for (const sink of sinks) {
        try {
          sink.record(event);
        } catch {
          // A broken exporter must never fail the run it observes.
        }
      }
    },
  };
}
