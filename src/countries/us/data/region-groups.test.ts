import { describe, expect, it } from 'vitest';
import { REGION_GROUPS_DIGEST, regionGroupHouseholds, US_REGION_GROUPS } from './region-groups.js';
import { US_STATE_CODES, US_STATES } from './us-states.js';

const total = (states: readonly string[]) =>
  states.reduce((s, c) => s + US_STATES.find((x) => x.code === c)!.households, 0);
const sumOfSquares = (groups: readonly (readonly string[])[]) =>
  groups.reduce((s, g) => s + total(g) ** 2, 0);

describe('US region groups', () => {
  it('are 20 groups of 1–3 states covering the 50 states and DC exactly once', () => {
    expect(US_REGION_GROUPS).toHaveLength(20);
    for (const group of US_REGION_GROUPS) expect(group.states.length).toBeGreaterThanOrEqual(1);
    for (const group of US_REGION_GROUPS) expect(group.states.length).toBeLessThanOrEqual(3);
    const all = US_REGION_GROUPS.flatMap((g) => g.states);
    expect(all).toHaveLength(51);
    expect([...all].sort()).toEqual([...US_STATE_CODES]);
    expect(new Set(US_REGION_GROUPS.map((g) => g.id)).size).toBe(20);
  });

  it('are balanced: no single move or swap of states lowers the sum of squared household totals', () => {
    const groups = US_REGION_GROUPS.map((g) => [...g.states]);
    const base = sumOfSquares(groups);
    for (let a = 0; a < groups.length; a++) {
      for (let b = 0; b < groups.length; b++) {
        if (a === b) continue;
        for (const state of groups[a]!) {
          if (groups[a]!.length > 1 && groups[b]!.length < 3) {
            const moved = groups.map((g, i) =>
              i === a ? g.filter((s) => s !== state) : i === b ? [...g, state] : g,
            );
            expect(sumOfSquares(moved)).toBeGreaterThanOrEqual(base);
          }
          for (const other of groups[b]!) {
            const swapped = groups.map((g, i) =>
              i === a
                ? g.map((s) => (s === state ? other : s))
                : i === b
                  ? g.map((s) => (s === other ? state : s))
                  : g,
            );
            expect(sumOfSquares(swapped)).toBeGreaterThanOrEqual(base);
          }
        }
      }
    }
  });

  it('keep every multi-state group within 5% of their mean and no group above the largest state', () => {
    const multi = US_REGION_GROUPS.filter((g) => g.states.length > 1).map(regionGroupHouseholds);
    const mean = multi.reduce((a, b) => a + b, 0) / multi.length;
    for (const t of multi) expect(Math.abs(t / mean - 1)).toBeLessThan(0.05);
    const largestState = Math.max(...US_STATES.map((s) => s.households));
    expect(Math.max(...US_REGION_GROUPS.map(regionGroupHouseholds))).toBe(largestState);
  });

  it('have a fixed digest (golden: update only when the table changes on purpose)', () => {
    expect(REGION_GROUPS_DIGEST).toMatch(/^[0-9a-f]{64}$/);
    expect(REGION_GROUPS_DIGEST).toBe(GOLDEN);
  });
});

const GOLDEN = '8ba3003f2ac54c53516711c424ae16a7b69cb4117276f80cdec0cd666f242908';
