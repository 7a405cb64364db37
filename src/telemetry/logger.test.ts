import { describe, expect, it } from 'vitest';
import { newCorrelationId } from './correlation-id.js';
import { createLogger, logSink } from './logger.js';

function collect() {
  const lines: Record<string, unknown>[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe('createLogger', () => {
  it('writes JSON lines without configured secrets, bearer tokens or secret-bearing fields', () => {
    const { lines, destination } = collect();
    const logger = createLogger({
      destination,
      secrets: ['s3cr3t-value'],
      base: { service: 'fiscus' },
    });
    logger.info(
      { reportId: 'r1', headers: { authorization: 'Bearer abcdefghijklmnop' }, token: 'tok' },
      'using s3cr3t-value with Bearer abcdefghijklmnop',
    );
    const text = JSON.stringify(lines);
    expect(text).not.toContain('s3cr3t-value');
    expect(text).not.toContain('abcdefghijklmnop');
    expect(lines[0]).toMatchObject({ service: 'fiscus', reportId: 'r1', token: '[redacted]' });
  });

  it('logs ended spans through logSink at debug level', () => {
    const { lines, destination } = collect();
    const sink = logSink(createLogger({ destination, level: 'debug' }));
    sink.record({
      kind: 'span',
      name: 'wait',
      spanId: 'a',
      traceId: 'b',
      parentId: null,
      status: 'ok',
      attributes: { reportId: 'r1' },
      startedAt: '2026-01-01T00:00:00.000Z',
      endedAt: '2026-01-01T00:00:01.000Z',
      durationMs: 1000,
    });
    expect(lines[0]).toMatchObject({
      level: 20,
      event: 'span',
      name: 'wait',
      reportId: 'r1',
      durationMs: 1000,
    });
  });
});

describe('newCorrelationId', () => {
  it('gives distinct UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, newCorrelationId));
    expect(ids.size).toBe(100);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
