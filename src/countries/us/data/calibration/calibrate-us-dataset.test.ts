import { describe, expect, it } from 'vitest';
import { datasetTable } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { generateUsPopulation } from '../generator/generate-us-population.js';
import { formatCalibrationReport } from '../../../../data/index.js';
import { calibrateUsDataset } from './calibrate-us-dataset.js';
import { uprateUsDataset as uprateDataset } from '../uprating/uprating-indices.js';
import { buildUsCalibrationTargets, US_TARGET_DEFINITIONS } from './us-targets.js';

describe('calibrateUsDataset', () => {
  const base = generateUsPopulation({ households: 4000, seed: 5 });
  const { dataset, report } = calibrateUsDataset(base);

  it('reports every target, calibrating all but the model-measured ones', () => {
    expect(report.rows.length + report.skipped.length).toBe(US_TARGET_DEFINITIONS.length);
    expect(report.skipped.map((s) => s.name).sort()).toEqual([
      'eitc_recipients',
      'eitc_total',
      'snap_recipients',
      'snap_total',
      'ssi_recipients',
      'ssi_total',
    ]);
    for (const s of report.skipped) expect(s.reason).toBe('not calibrated (needs model)');
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
    expect(withModel.skipped.map((s) => s.name).sort()).toEqual([
      'eitc_recipients',
      'eitc_total',
      'ssi_recipients',
      'ssi_total',
    ]);
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
});
