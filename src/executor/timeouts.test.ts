import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as timeouts from './timeouts.js';

const {
  COORDINATOR_MARGIN_SECONDS,
  COORDINATOR_TIMEOUT_SECONDS,
  FINISHING_BUDGET_SECONDS,
  REFERENCE_COMPARISON_BUDGET_SECONDS,
  SEGMENT_TIMEOUT_SECONDS,
  WAIT_WINDOW_SECONDS,
  WORKER_TIMEOUT_SECONDS,
} = timeouts;

describe('execution timeouts', () => {
  it('declares every value as a positive whole number of seconds', () => {
    const declared = Object.entries(timeouts).flatMap(([name, value]) =>
      typeof value === 'number'
        ? [[name, value] as const]
        : typeof value === 'object'
          ? Object.entries(value).map(([key, v]) => [`${name}.${key}`, v] as const)
          : [],
    );
    expect(declared.length).toBeGreaterThanOrEqual(8);
    for (const [name, value] of declared) {
      expect(Number.isInteger(value) && value > 0, `${name} = ${value}`).toBe(true);
    }
  });

  it('opens a wait window equal to the longest worker timeout', () => {
    expect(WAIT_WINDOW_SECONDS).toBe(
      Math.max(WORKER_TIMEOUT_SECONDS.us, WORKER_TIMEOUT_SECONDS.uk),
    );
    expect(timeouts.workerTimeoutSeconds('us')).toBe(WORKER_TIMEOUT_SECONDS.us);
  });

  it('lets the segmented US worker outlive its segments', () => {
    expect(SEGMENT_TIMEOUT_SECONDS).toBeLessThan(WORKER_TIMEOUT_SECONDS.us);
  });

  it('gives the coordinator the window, finishing and the reference comparison, with a margin', () => {
    expect(COORDINATOR_TIMEOUT_SECONDS).toBeGreaterThanOrEqual(
      WAIT_WINDOW_SECONDS + FINISHING_BUDGET_SECONDS + REFERENCE_COMPARISON_BUDGET_SECONDS,
    );
    expect(COORDINATOR_TIMEOUT_SECONDS).toBe(
      WAIT_WINDOW_SECONDS +
        FINISHING_BUDGET_SECONDS +
        REFERENCE_COMPARISON_BUDGET_SECONDS +
        COORDINATOR_MARGIN_SECONDS,
    );
  });

  it('keeps the headroom sensible: minutes, not seconds nor hours', () => {
    for (const value of Object.values(WORKER_TIMEOUT_SECONDS)) {
      expect(value).toBeGreaterThanOrEqual(60);
      expect(value).toBeLessThanOrEqual(3_600);
    }
    expect(COORDINATOR_TIMEOUT_SECONDS).toBeLessThanOrEqual(2 * 3_600);
  });

  it('stays dependency-free', () => {
    const source = readFileSync(new URL('./timeouts.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
