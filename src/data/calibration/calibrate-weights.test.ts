import { describe, expect, it } from 'vitest';
import {
  calibrateWeights,
  CalibrationInputError,
  type CalibrationTarget,
} from './calibrate-weights.js';
import { unconvergedCalibrations, worstRelativeError } from './calibration-report.js';

const target = (
  name: string,
  value: number,
  column: Float64Array | { rows: Int32Array; values: Float64Array },
): CalibrationTarget => ({ name, source: 'test', year: 2024, value, column });

describe('calibrateWeights', () => {
  const n = 1000;
  const initial = new Float64Array(n).fill(10);
  const groupA = new Float64Array(n).map((_, i) => (i % 2 === 0 ? 1 : 0));
  const income = new Float64Array(n).map((_, i) => 1000 + (i % 97) * 10);

  it('hits reachable targets, dense and sparse alike', () => {
    const rowsB = Int32Array.from({ length: n / 2 }, (_, i) => 2 * i + 1);
    const result = calibrateWeights(initial, [
      target('group_a', 6000, groupA),
      target('group_b', 4500, { rows: rowsB, values: new Float64Array(n / 2).fill(1) }),
      target('income', 1.5e7, income),
    ]);
    expect(result.converged).toBe(true);
    for (const row of result.rows) expect(Math.abs(row.relativeError)).toBeLessThan(1e-4);
    expect(result.rows[0]!.initial).toBeCloseTo(5000, 6);
    let a = 0;
    for (let i = 0; i < n; i += 2) a += result.weights[i]!;
    expect(a).toBeCloseTo(6000, -1);
  });

  it('never moves a weight outside its bounds, reporting the error instead', () => {
    const result = calibrateWeights(initial, [target('group_a', 5000 * 40, groupA)], {
      lower: 0.5,
      upper: 3,
    });
    for (const w of result.weights) {
      expect(w).toBeGreaterThanOrEqual(10 * 0.5 - 1e-9);
      expect(w).toBeLessThanOrEqual(10 * 3 + 1e-9);
    }
    expect(result.rows[0]!.relativeError).toBeLessThan(-0.9);
    expect(result.ratioRange[1]).toBeLessThanOrEqual(3);
  });

  it('compromises between conflicting targets', () => {
    const all = new Float64Array(n).fill(1);
    const result = calibrateWeights(initial, [
      target('total_1', 11000, all),
      target('total_2', 12000, all),
    ]);
    const achieved = result.rows[0]!.achieved;
    expect(achieved).toBeGreaterThan(11000);
    expect(achieved).toBeLessThan(12000);
  });

  it('lets a target with a smaller penalty of its own give way to the others', () => {
    const all = new Float64Array(n).fill(1);
    const result = calibrateWeights(initial, [
      target('total_firm', 11000, all),
      { ...target('total_soft', 12000, all), penalty: 1 },
    ]);
    const achieved = result.rows[0]!.achieved;
    // Penalties 1e4 against 1: the firm target's error is about 1/10,000th of the soft one's.
    expect(Math.abs(achieved / 11000 - 1)).toBeLessThan(1e-3);
    expect(Math.abs(result.rows[1]!.relativeError)).toBeGreaterThan(0.08);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibrateWeights(initial, [{ ...target('t', 1e4, all), penalty: bad }])).toThrow(
        /target t has penalty .*; need a finite positive number/,
      );
  });

  it('is deterministic and rejects unusable targets', () => {
    const one = calibrateWeights(initial, [target('income', 1.2e7, income)]);
    const two = calibrateWeights(initial, [target('income', 1.2e7, income)]);
    expect(Array.from(one.weights)).toEqual(Array.from(two.weights));
    expect(() => calibrateWeights(initial, [target('zero', 0, income)])).toThrow(
      CalibrationInputError,
    );
    expect(() => calibrateWeights(initial, [target('short', 1, new Float64Array(3))])).toThrow(
      /does not fit/,
    );
  });

  it('warns, in one line, about a calibration that stopped before it converged', () => {
    const targets = [target('income', 1.5e7, income), target('group_a', 6000, groupA)];
    const report = (maxIterations: number) => {
      const r = calibrateWeights(initial, targets, { maxIterations });
      return { ...r, skipped: [] };
    };
    const stopped = report(1);
    expect(stopped.converged).toBe(false);
    const worst = worstRelativeError(stopped);
    expect(worst).toBe(Math.max(...stopped.rows.map((r) => Math.abs(r.relativeError))));
    expect(unconvergedCalibrations([stopped])).toEqual([
      `calibration 1 of 1 did not converge in 1 iteration (worst target error ${(worst * 100).toFixed(1)}%): ` +
        'its weights are where the solver stopped, not a settled compromise between the targets; more households usually converge',
    ]);
    const settled = report(1000);
    expect(settled.converged).toBe(true);
    expect(unconvergedCalibrations([settled])).toEqual([]);
    // Each stopped one is numbered among all of them.
    expect(unconvergedCalibrations([settled, stopped])).toEqual([
      expect.stringMatching(/^calibration 2 of 2 did not converge in 1 iteration /),
    ]);
  });
});
