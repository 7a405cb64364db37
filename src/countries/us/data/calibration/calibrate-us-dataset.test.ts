import { describe, expect, it } from 'vitest';
import { datasetTable } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { generateUsPopulation } from '../generator/generate-us-population.js';
import { formatCalibrationReport } from '../../../../data/index.js';
import { calibrateUsDataset } from './calibrate-us-dataset.js';
import { uprateUsDataset as uprateDataset } from '../uprating/uprating-indices.js';
import {
  buildUsCalibrationTargets,
  usTargetDefinitions,
  type TargetDefinition,
} from './us-targets.js';
import type { CalibrationTarget } from '../../../../data/index.js';

/** The targets skipped for want of a model column, and those skipped for too few households. */
function partitionSkipped<T extends { reason: string }>(skipped: readonly T[]): [T[], T[]] {
  const needsModel = skipped.filter((s) => s.reason === 'not calibrated (needs model)');
  return [needsModel, skipped.filter((s) => !needsModel.includes(s))];
}

describe('calibrateUsDataset', () => {
  const base = generateUsPopulation({ households: 4000, seed: 5 });
  const { dataset, report } = calibrateUsDataset(base);

  it('reports every target, calibrating all but the model-measured ones and the thin state bands', () => {
    expect(report.rows.length + report.skipped.length).toBe(usTargetDefinitions().length);
    const [needsModel, thin] = partitionSkipped(report.skipped);
    expect(needsModel.map((s) => s.name).sort()).toEqual([
      'eitc_recipients',
      'eitc_total',
      'snap_recipients',
      'snap_total',
      'ssi_recipients',
      'ssi_total',
    ]);
    // A 4,000-household sample has too few households in some states' AGI sizes; each such size
    // is folded into the size below it (the top size of a small state, say), and a bottom size
    // with too few is skipped. No other target is.
    expect(thin.length).toBeGreaterThan(0);
    const calibratedNames = new Set(report.rows.map((r) => r.name));
    for (const s of thin) {
      const folded = /^folded into (\S+) \((no household|\d+ households? count)/.exec(s.reason);
      if (folded === null) {
        // A bottom size, with whatever was folded into it.
        expect(s.name).toMatch(/^agi_[a-z]{2}_1_to_200k(\+200k_to_500k)?(\+500k_plus)?$/);
        expect(s.reason).toMatch(/^not calibrated \((no household|\d+ households? count)/);
        continue;
      }
      // A size above the bottom, into a wider band of the same state: calibrated, or skipped.
      expect(s.name).toMatch(/^agi_[a-z]{2}_(200k_to_500k|500k_plus)$/);
      const into = folded[1]!;
      expect(into.slice(0, 7)).toBe(s.name.slice(0, 7));
      expect(into).toContain(s.name.slice(7));
      expect(calibratedNames.has(into) || thin.some((t) => t.name === into)).toBe(true);
    }
    expect(thin.some((s) => s.reason.startsWith('folded into'))).toBe(true);
    // The largest states keep their two lower sizes apart (the top one may join the middle).
    for (const st of ['ca', 'tx', 'fl', 'ny']) {
      expect(calibratedNames.has(`agi_${st}_1_to_200k`), st).toBe(true);
      expect(
        [...calibratedNames].some((n) => n.startsWith(`agi_${st}_200k_to_500k`)),
        st,
      ).toBe(true);
    }
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
    // Each sparse column holds a household once, in ascending order (a dependent's own return
    // comes after every tax unit, so a household can be reached twice), and so its length is the
    // number of households that count toward the target.
    for (const t of targets)
      if (!(t.column instanceof Float64Array))
        for (let i = 1; i < t.column.rows.length; i++)
          expect(t.column.rows[i]! > t.column.rows[i - 1]!, t.name).toBe(true);
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

  it('folds a target with too few households into its neighbour, summing values and columns', () => {
    const band = (name: string, agiMin: number, agiMax?: number, extra = {}): TargetDefinition => ({
      name,
      source: 'test',
      year: base.year,
      value: 1e9 * (agiMin / 1e5 + 1),
      measure: { kind: 'agi', state: 'CA', agiMin, ...(agiMax === undefined ? {} : { agiMax }) },
      ...extra,
    });
    const low = band('agi_ca_low', 1, 200_000);
    const high = band('agi_ca_high', 200_000);
    const plain = buildUsCalibrationTargets(base, { definitions: [low, high] }).targets;
    const rowsOf = (t: CalibrationTarget) => t.column as { rows: Int32Array; values: Float64Array };
    const total = (t: CalibrationTarget) => rowsOf(t).values.reduce((a, b) => a + b, 0);
    expect(rowsOf(plain[1]!).rows.length).toBeGreaterThan(10);

    // The high band needs more households than the sample has: it joins the low one.
    const thin = { minHouseholds: 1_000_000, foldInto: 'agi_ca_low' };
    const folded = buildUsCalibrationTargets(base, {
      definitions: [low, band('agi_ca_high', 200_000, undefined, thin)],
    });
    expect(folded.targets.map((t) => t.name)).toEqual(['agi_ca_low+high']);
    const merged = folded.targets[0]!;
    expect(merged.value).toBe(plain[0]!.value + plain[1]!.value);
    expect(total(merged)).toBeCloseTo(total(plain[0]!) + total(plain[1]!), 3);
    expect(Array.from(rowsOf(merged).rows)).toEqual([...rowsOf(merged).rows].sort((a, b) => a - b));
    expect(folded.skipped).toEqual([
      {
        name: 'agi_ca_high',
        source: 'test',
        year: base.year,
        value: plain[1]!.value,
        reason: expect.stringMatching(
          /^folded into agi_ca_low\+high \(\d+ households count toward it, fewer than 1000000\)$/,
        ),
      },
    ]);

    // A chain: the top joins the middle, which is still too thin and joins the bottom, which is
    // too thin as well and is skipped under the name of all three.
    const chain = buildUsCalibrationTargets(base, {
      definitions: [
        band('agi_ca_a', 1, 100_000, { minHouseholds: 1_000_000 }),
        band('agi_ca_b', 100_000, 200_000, { ...thin, foldInto: 'agi_ca_a' }),
        band('agi_ca_c', 200_000, undefined, { ...thin, foldInto: 'agi_ca_b' }),
      ],
    });
    expect(chain.targets).toEqual([]);
    // A neighbour that is not an earlier target measured from the data is refused, by name.
    for (const into of ['agi_ca_nowhere', 'agi_ca_high', 'snap_total'])
      expect(() =>
        buildUsCalibrationTargets(base, {
          definitions: [
            ...usTargetDefinitions().filter((d) => d.name === 'snap_total'),
            { ...low, foldInto: into },
            high,
          ],
          extraColumns: (d) => ({
            snap: new Float64Array(datasetTable(d, 'household').rowCount).fill(1),
          }),
        }),
      ).toThrow(
        `target agi_ca_low folds into ${into}: both must be targets measured from the data, the other listed before it`,
      );
    // A model-measured target cannot fold either.
    const snap = usTargetDefinitions().find((d) => d.name === 'snap_total')!;
    expect(() =>
      buildUsCalibrationTargets(base, {
        definitions: [low, { ...snap, foldInto: 'agi_ca_low' }],
        extraColumns: (d) => ({
          snap: new Float64Array(datasetTable(d, 'household').rowCount).fill(1),
        }),
      }),
    ).toThrow(
      'target snap_total folds into agi_ca_low: both must be targets measured from the data',
    );
    expect(chain.skipped.map((s) => [s.name, s.reason.split(' (')[0]])).toEqual([
      ['agi_ca_a+b+c', 'not calibrated'],
      ['agi_ca_b', 'folded into agi_ca_a+b+c'],
      ['agi_ca_c', 'folded into agi_ca_a+b+c'],
    ]);
  });
});
