import { describe, expect, it } from 'vitest';
import { ukPack } from './index.js';

describe('the default UK dataset', () => {
  it('is deterministic for a seed and meets its calibration targets', async () => {
    const { system } = await ukPack.loadModel();
    const makeup = { households: 1_500, seed: 7, year: 2026 };
    const first = ukPack.dataset.build(makeup, system);
    const second = ukPack.dataset.build(makeup, system);
    expect(second.dataset.digest).toBe(first.dataset.digest);
    const other = ukPack.dataset.build({ ...makeup, seed: 8 }, system);
    expect(other.dataset.digest).not.toBe(first.dataset.digest);
    const report = first.reports[0]!;
    expect(report.converged).toBe(true);
    expect(report.rows.length).toBe(15);
    for (const row of report.rows)
      expect(Math.abs(row.achieved / row.target - 1)).toBeLessThan(0.01);
  });
});
