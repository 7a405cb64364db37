import { describe, expect, it } from 'vitest';
import { MemoryTelemetrySink } from './telemetry-sink.js';
import { createTracer } from './tracer.js';

function setup() {
  let tick = 0;
  let id = 0;
  const sink = new MemoryTelemetrySink();
  const tracer = createTracer({
    sink,
    now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
    newId: () => `id${id++}`,
  });
  return { sink, tracer };
}

describe('createTracer', () => {
  it('records a span with its attributes, status and duration when it ends, once', () => {
    const { sink, tracer } = setup();
    const span = tracer.startSpan('coordinator', {
      deliveryMode: 'database',
      reportId: 'r1',
      correlationId: 'c1',
    });
    span.setAttributes({ simulationId: 's1' });
    expect(span.end('error')).toBe(true);
    expect(span.end('ok')).toBe(false);
    expect(sink.spans()).toEqual([
      {
        kind: 'span',
        name: 'coordinator',
        spanId: 'id1',
        traceId: 'id0',
        parentId: null,
        status: 'error',
        attributes: {
          deliveryMode: 'database',
          reportId: 'r1',
          correlationId: 'c1',
          simulationId: 's1',
        },
        startedAt: '2026-01-01T00:00:00.000Z',
        endedAt: '2026-01-01T00:00:01.000Z',
        durationMs: 1000,
      },
    ]);
  });

  it('gives children the parent, the trace and the inherited attributes', () => {
    const { sink, tracer } = setup();
    const worker = tracer.startSpan('worker', {
      deliveryMode: 'return',
      reportId: 'r1',
      simulationId: 'reform',
    });
    const segment = worker.child('segment', { segmentIndex: 4 });
    segment.end('cancelled');
    worker.end();
    const [child, parent] = sink.spans();
    expect(child).toMatchObject({
      name: 'segment',
      parentId: worker.spanId,
      traceId: worker.traceId,
      status: 'cancelled',
      attributes: {
        deliveryMode: 'return',
        reportId: 'r1',
        simulationId: 'reform',
        segmentIndex: 4,
      },
    });
    expect(parent).toMatchObject({ name: 'worker', status: 'ok', parentId: null });
  });
});
