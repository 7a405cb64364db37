import { describe, expect, it } from 'vitest';
import { datasetTable } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { generateUsPopulation } from '../generator/generate-us-population.js';
import { formatCalibrationReport } from '../../../../data/index.js';
import { calibrateUsDataset } from './calibrate-us-dataset.js';
import { uprateUsDataset as uprateDataset } from '../uprating/uprating-indices.js';
import { buildUsCalibrationTargets, US_TARGET_DEFINITIONS } from './us-targets.js';

/** The targets skipped for want of a model column, and those skipped for too few households. */
function partitionSkipped<T extends { reason: string }>(skipped: readonly T[]): [T[], T[]] {
  const needsModel = skipped.filter((s) => s.reason === 'not calibrated (needs model)');
  return [needsModel, skipped.filter((s) => !needsModel.includes(s))];
}

describe('calibrateUsDataset', () => {
  const base = generateUsPopulation({ households: 4000, seed: 5 });
  const { dataset, report } = calibrateUsDataset(base);

  it('reports every target, calibrating all but the model-measured ones and the thin state bands', () => {
    expect(report.rows.length + report.skipped.length).toBe(US_TARGET_DEFINITIONS.length);
    const [needsModel, thin] = partitionSkipped(report.skipped);
    expect(needsModel.map((s) => s.name).sort()).toEqual([
      'eitc_recipients',
      'eitc_total',
      'snap_recipients',
      'snap_total',
      'ssi_recipients',
      'ssi_total',
    ]);
    // A 4,000-household sample has too few households in some states' AGI bands (the top ones,
    // and every band of the smallest states); those are skipped with their count, and no other
    // target is.
    expect(thin.length).toBeGreaterThan(0);
    for (const s of thin) {
      expect(s.name).toMatch(/^agi_[a-z]{2}_(1_to_200k|200k_to_500k|500k_plus)$/);
      expect(s.reason).toMatch(/^not calibrated \((no household|\d+ households? count)/);
    }
    const calibrated = new Set(report.rows.map((r) => r.name));
    for (const st of ['ca', 'tx', 'fl', 'ny'])
      for (const band of ['1_to_200k', '200k_to_500k'])
        expect(calibrated.has(`agi_${st}_${band}`)).toBe(true);
    expect(report.converged).toBe(true);
    const text = formatCalibrationReport(report);
    expect(text).toContain('wages_and_salaries');
    expect(text).toContain('not calibrated (needs model)');
  });

  it('brings national totals close to their targets', () => {
    const byName = new Map(report.rows.map((r) => [r.name, r]));
    for (const name of [
      'wages_and_salaries',
      'social_security_retirement_total',
      'returns_agi_100k_to_200k',
      'population_age_65_plus',
    ]) {
      expect(Math.abs(byName.get(name)!.relativeError)).toBeLessThan(0.03);
    }
    const household = datasetTable(dataset, 'household');
    const weights = getColumn(household, 'household_weight').values;
    const initial = getColumn(datasetTable(base, 'household'), 'household_weight').values;
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      total += weights[i]!;
      expect(weights[i]! / initial[i]!).toBeLessThanOrEqual(20 + 1e-9);
      expect(weights[i]! / initial[i]!).toBeGreaterThanOrEqual(0.05 - 1e-12);
    }
    expect(Math.abs(total / 131.4e6 - 1)).toBeLessThan(0.05);
    expect(dataset.digest).not.toBe(base.digest);
    // People carry their household's weight.
    const person = datasetTable(dataset, 'person');
    expect(getColumn(person, 'person_weight').values[0]).toBe(
      weights[getColumn(person, 'household_id').values[0]!],
    );
  });

  it('uses model columns when the hook provides them', () => {
    const snap = (d: typeof base) => {
      const n = datasetTable(d, 'household').rowCount;
      return {
        snap: new Float64Array(n).map((_, i) => (i % 7 === 0 ? 4000 : 0)),
        snap_recipients: new Float64Array(n).map((_, i) => (i % 7 === 0 ? 2 : 0)),
      };
    };
    const { report: withModel } = calibrateUsDataset(base, { extraColumns: snap });
    expect(withModel.rows.some((r) => r.name === 'snap_total')).toBe(true);
    expect(
      partitionSkipped(withModel.skipped)[0]
        .map((s) => s.name)
        .sort(),
    ).toEqual(['eitc_recipients', 'eitc_total', 'ssi_recipients', 'ssi_total']);
  });

  it('carries AGI band limits by wage growth, so uprating does not move returns between bands', () => {
    const shares = (d: typeof base): number[] => {
      const { targets } = buildUsCalibrationTargets(d);
      const returns = targets.filter((t) => t.name.startsWith('returns_'));
      const count = (name: string): number => {
        const column = returns.find((t) => t.name === name)!.column;
        return Array.from(column instanceof Float64Array ? column : column.values).reduce(
          (a, b) => a + b,
          0,
        );
      };
      const all = returns.reduce((sum, t) => sum + count(t.name), 0);
      return ['returns_agi_1_to_10k', 'returns_agi_200k_to_500k'].map((n) => count(n) / all);
    };
    const before = shares(base);
    const after = shares(uprateDataset(base, 2027));
    for (let i = 0; i < before.length; i++)
      expect(Math.abs(after[i]! - before[i]!)).toBeLessThan(0.005);
  });

  it('measures a state target from that state alone, and skips a state without households', () => {
    const { targets } = buildUsCalibrationTargets(base);
    const household = datasetTable(base, 'household');
    const state = getColumn(household, 'state_code');
    const ca = state.categories!.indexOf('CA');
    const rowsOf = (name: string): number[] => {
      const column = targets.find((t) => t.name === name)!.column;
      return column instanceof Float64Array
        ? Array.from(column.keys()).filter((i) => column[i] !== 0)
        : Array.from(column.rows);
    };
    const caRows = rowsOf('agi_ca_1_to_200k');
    expect(caRows.length).toBeGreaterThan(10);
    for (const h of caRows) expect(state.values[h]).toBe(ca);
    // The national band counts returns of every state.
    const national = new Set(rowsOf('returns_agi_100k_to_200k').map((h) => state.values[h]));
    expect(national.size).toBeGreaterThan(40);

    // Twenty households leave most states empty: their targets measure nothing and are skipped,
    // never measured nationally.
    const tiny = generateUsPopulation({ households: 20, seed: 5 });
    const present = new Set(
      Array.from(getColumn(datasetTable(tiny, 'household'), 'state_code').values),
    ).size;
    expect(present).toBeLessThan(20);
    const built = buildUsCalibrationTargets(tiny);
    const empty = built.skipped.filter((s) => s.name.startsWith('households_'));
    expect(empty.length).toBeGreaterThanOrEqual(51 - present);
    for (const s of empty)
      expect(s.reason).toBe('not calibrated (no household of the dataset counts toward it)');
  });
});
