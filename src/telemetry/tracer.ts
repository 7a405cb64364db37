import { randomBytes } from 'node:crypto';
import { SpanStatus, type TelemetryAttributes, type TelemetrySink } from './telemetry-sink.js';

/** An open span: `end` it once with its status; its attributes pass to its children. */
export interface Span {
  readonly spanId: string;
  readonly traceId: string;
  readonly name: string;
  readonly attributes: TelemetryAttributes;
  /** Adds attributes (a simulation id learned after the span started…). */
  setAttributes(attributes: TelemetryAttributes): void;
  /** A span inside this one, inheriting its attributes. */
  child(name: string, attributes?: TelemetryAttributes): Span;
  /** Ends the span and records it; returns false (and records nothing) if it had already ended. */
  end(status?: SpanStatus): boolean;
}

/** Starts spans that are recorded to a sink when they end. */
export interface Tracer {
  startSpan(name: string, attributes?: TelemetryAttributes): Span;
}

/** Options of {@link createTracer}. */
export interface TracerOptions {
  readonly sink: TelemetrySink;
  /** Clock; tests inject one. Default: system clock. */
  readonly now?: () => Date;
  /** Span and trace ids; tests inject a counter. Default: 8 random bytes in hex. */
  readonly newId?: () => string;
}

/** A tracer recording ended spans to `sink`. No global state: each tracer is created and passed down. */
export function createTracer(options: TracerOptions): Tracer {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => randomBytes(8).toString('hex'));

  const open = (
    name: string,
    attributes: TelemetryAttributes,
    traceId: string,
    parentId: string | null,
  ): Span => {
    const started = now();
    const spanId = newId();
    let attrs: TelemetryAttributes = { ...attributes };
    let ended = false;
    return {
      spanId,
      traceId,
      name,
      get attributes() {
        return attrs;
      },
      setAttributes(more) {
        attrs = { ...attrs, ...more };
      },
      child(childName, childAttributes = {}) {
        return open(childName, { ...attrs, ...childAttributes }, traceId, spanId);
      },
      end(status = SpanStatus.ok) {
        if (ended) return false;
        ended = true;
        const endedAt = now();
        options.sink.record({
          kind: 'span',
          name,
          spanId,
          traceId,
          parentId,
          status,
          attributes: attrs,
          startedAt: started.toISOString(),
          endedAt: endedAt.toISOString(),
          durationMs: endedAt.getTime() - started.getTime(),
        });
        return true;
      },
    };
  };

  return {
    startSpan(name, attributes = {}) {
      return open(name, attributes, newId(), null);
    },
  };
}
