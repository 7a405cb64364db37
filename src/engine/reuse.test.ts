import { describe, expect, it } from 'vitest';
import { loggedParameters, type ReadLog } from './reuse.js';

describe('logged parameter views', () => {
  const tree = Object.freeze({
    snap: Object.freeze({ rate: 0.08, size: Object.freeze({ max: 2 }) }),
    other: 1,
  });

  it('log each value once per view, however often a formula reads it', () => {
    const log: ReadLog = { reads: [], periodRead: false };
    const view = loggedParameters(tree, log, true, '2026-01-01', new Map()) as typeof tree;
    let total = 0;
    // A formula reading a parameter row by row: one log entry per value, not per row.
    for (let row = 0; row < 1_000; row += 1) total += view.snap.rate * view.snap.size.max;
    expect(total).toBeCloseTo(160);
    expect(
      log.reads.map((r) => (r.kind === 'parameter' ? [r.path.join('.'), r.key] : r.kind)),
    ).toEqual([
      ['snap', 'rate'],
      ['snap.size', 'max'],
    ]);
    Object.keys(view.snap);
    Object.keys(view.snap);
    expect(log.reads).toHaveLength(3);
  });

  it('log again in another evaluation (a view of its own)', () => {
    const first: ReadLog = { reads: [], periodRead: false };
    const second: ReadLog = { reads: [], periodRead: false };
    const a = loggedParameters(tree, first, true, '2026-01-01', new Map()) as typeof tree;
    const b = loggedParameters(tree, second, true, '2026-02-01', new Map()) as typeof tree;
    expect([a.other, a.other, b.other]).toEqual([1, 1, 1]);
    expect([first.reads.length, second.reads.length]).toEqual([1, 1]);
  });
});
