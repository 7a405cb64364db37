/**
 * Telemetry: structured logs (pino), spans with a pluggable sink, failure reporting exactly once
 * with redaction, and correlation ids. Nothing here is a module singleton: entry points create a
 * logger, a sink, a tracer and a failure reporter, and pass them down.
 *
 * May import: `contract` only.
 */
export {
  combineSinks,
  type FailureEvent,
  MemoryTelemetrySink,
  type SpanEvent,
  SpanStatus,
  type TelemetryAttributes,
  type TelemetryEvent,
  type TelemetrySink,
} from './telemetry-sink.js';
export { createLogger, logSink, type Logger, type LoggerOptions } from './logger.js';
export { createTracer, type Span, type Tracer, type TracerOptions } from './tracer.js';
export {
  createFailureReporter,
  type FailureContext,
  type FailureReporter,
  type FailureReporterOptions,
  type ReportedFailure,
} from './failure-reporter.js';
export { newCorrelationId } from './correlation-id.js';
