import { describe, expect, it } from 'vitest';
import {
  FailureError,
  MAX_FAILURE_SUMMARY_LENGTH,
  summariseFailure,
  type Failure,
} from '../contract/index.js';
import { newCorrelationId } from './correlation-id.js';
import { createFailureReporter } from './failure-reporter.js';
import { createLogger } from './logger.js';
import { MemoryTelemetrySink } from './telemetry-sink.js';

const SECRET = 'hf_live_secret_value_123456';

function setup() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  const sink = new MemoryTelemetrySink();
  const reporter = createFailureReporter({
    logger,
    sink,
    secrets: [SECRET],
    now: () => new Date('2026-01-01T00:00:00Z'),
  });
  return { lines, sink, reporter };
}

function failure(overrides: Partial<Failure> = {}): Failure {
  const correlationId = overrides.correlationId ?? newCorrelationId();
  return {
    code: 'simulation_execution_failed',
    summary: summariseFailure('worker ran out of memory', correlationId),
    correlationId,
    retryable: false,
    ...overrides,
  };
}

describe('createFailureReporter', () => {
  it('reports a failure exactly once, however often it is handed to it', () => {
    const { lines, sink, reporter } = setup();
    const f = failure();
    const first = reporter.report(f, { reportId: 'r1', deliveryMode: 'database' });
    const second = reporter.report(f, { reportId: 'r1' });
    const ofRedacted = reporter.report(first.failure);
    const copy = reporter.report(JSON.parse(JSON.stringify(f)) as Failure);
    expect([first.reported, second.reported, ofRedacted.reported, copy.reported]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(sink.failures()).toHaveLength(1);
    expect(lines.filter((l) => l.event === 'failure')).toHaveLength(1);
    expect(reporter.hasReported(f)).toBe(true);
  });

  it('tells failures apart by correlation id, code and segment index', () => {
    const { sink, reporter } = setup();
    const f = failure({ code: 'segment_execution_failed', segmentIndex: 3 });
    expect(reporter.report(f).reported).toBe(true);
    expect(reporter.report({ ...f, segmentIndex: 4 }).reported).toBe(true);
    expect(reporter.report({ ...f, code: 'simulation_cancelled' }).reported).toBe(true);
    expect(reporter.report({ ...f, correlationId: newCorrelationId() }).reported).toBe(true);
    expect(reporter.report({ ...f }).reported).toBe(false);
    expect(sink.failures().map((e) => e.failure.segmentIndex)).toEqual([3, 4, 3, 3]);
  });

  it('reports an error once, giving the same failure and correlation id each time', () => {
    const { sink, reporter } = setup();
    const error = Object.assign(new Error('query failed'), { code: 'database_statement_failed' });
    const options = {
      correlationId: newCorrelationId(),
      fallbackCode: 'report_coordination_failed',
    };
    const first = reporter.reportError(error, options, { stage: 'record' });
    const again = reporter.reportError(error, { ...options, correlationId: newCorrelationId() });
    expect(first.reported).toBe(true);
    expect(again).toEqual({ failure: first.failure, reported: false });
    expect(first.failure.code).toBe('database_statement_failed');
    // A FailureError carrying an already reported failure is that failure, not a new one.
    const carried = reporter.reportError(new FailureError(first.failure), {
      ...options,
      correlationId: newCorrelationId(),
    });
    expect(carried.reported).toBe(false);
    expect(sink.failures()).toHaveLength(1);
  });

  it('removes configured secrets and bearer tokens from the summary, the event and the log', () => {
    const { lines, sink, reporter } = setup();
    const cause = `download failed with token ${SECRET} and header Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345`;
    const correlationId = newCorrelationId();
    const { failure: reported } = reporter.report({
      code: 'dataset_load_failed',
      summary: cause,
      correlationId,
      retryable: true,
    });
    for (const text of [reported.summary, JSON.stringify(sink.events), JSON.stringify(lines)]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz012345');
    }
    expect(reported.summary).toContain('[redacted]');
    expect(reported.summary).toContain(correlationId);
  });

  it('shortens a long cause to fit 512 characters and keeps the correlation id whole', () => {
    const { lines, sink, reporter } = setup();
    const correlationId = newCorrelationId();
    const long = `${'x'.repeat(2_000)} tail-of-cause`;
    const { failure: reported } = reporter.report({
      code: 'report_coordination_failed',
      summary: long,
      correlationId,
      retryable: false,
    });
    expect(reported.summary.length).toBeLessThanOrEqual(MAX_FAILURE_SUMMARY_LENGTH);
    expect(reported.summary.endsWith(`[correlation ${correlationId}]`)).toBe(true);
    expect(reported.summary).not.toContain('tail-of-cause');
    expect(sink.failures()[0]?.failure.summary).toBe(reported.summary);
    expect(lines[0]?.correlationId).toBe(correlationId);
  });

  it('carries where it happened on the event and the log line', () => {
    const { lines, sink, reporter } = setup();
    const f = failure({ code: 'segment_execution_failed', segmentIndex: 7 });
    reporter.report(f, {
      deliveryMode: 'return',
      reportId: 'r9',
      simulationId: 's9',
      role: 'reform',
      stage: 'segment',
    });
    const expected = {
      deliveryMode: 'return',
      reportId: 'r9',
      simulationId: 's9',
      segmentIndex: 7,
      correlationId: f.correlationId,
    };
    expect(sink.failures()[0]).toMatchObject({
      attributes: expected,
      at: '2026-01-01T00:00:00.000Z',
    });
    expect(lines[0]).toMatchObject({
      ...expected,
      level: 50,
      code: 'segment_execution_failed',
      stage: 'segment',
    });
  });

  it('never throws because a sink does', () => {
    const logger = createLogger({ destination: { write: () => undefined } });
    const reporter = createFailureReporter({
      logger,
      sink: {
        record: () => {
          throw new Error('exporter down');
        },
      },
    });
    expect(reporter.report(failure()).reported).toBe(true);
  });
});
