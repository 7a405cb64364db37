import { describe, expect, it } from 'vitest';
import { datasetTable } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { generateUsPopulation } from '../generator/generate-us-population.js';
import { calibrateUsDataset } from './calibrate-us-dataset.js';
import { createUsModelColumns, sumToHouseholds, usProgramColumns } from './model-columns.js';

describe('model columns', () => {
  const dataset = generateUsPopulation({ households: 300, seed: 11 });
  const person = datasetTable(dataset, 'person');
  const spm = datasetTable(dataset, 'spm_unit');
  const household = datasetTable(dataset, 'household');

  it('sums people onto their own households', () => {
    const size = sumToHouseholds(dataset, 'person', new Float64Array(person.rowCount).fill(1));
    const expected = new Float64Array(household.rowCount);
    const hid = getColumn(person, 'household_id').values;
    const hids = Array.from(getColumn(household, 'household_id').values);
    for (let p = 0; p < person.rowCount; p++) expected[hids.indexOf(hid[p]!)]! += 1;
    expect(Array.from(size)).toEqual(Array.from(expected));
  });

  it('sums group rows onto the household of their members, keeping the total', () => {
    const ids = getColumn(spm, 'spm_unit_id').values;
    const out = sumToHouseholds(
      dataset,
      'spm_unit',
      Float64Array.from(ids, (id) => id + 1),
    );
    const total = Array.from(ids).reduce((s, id) => s + id + 1, 0);
    expect(out.reduce((s, v) => s + v, 0)).toBe(total);
    for (const v of out) expect(v).toBeGreaterThan(0);
  });

  it('counts SNAP people by unit size and SSI people one each, scaled by SNAP take-up', () => {
    const snap = Float64Array.from({ length: spm.rowCount }, (_, i) => (i % 3 === 0 ? 1200 : 0));
    const spmUnitSize = new Float64Array(spm.rowCount);
    const member = getColumn(person, 'spm_unit_id').values;
    const spmIds = Array.from(getColumn(spm, 'spm_unit_id').values);
    for (let p = 0; p < person.rowCount; p++) spmUnitSize[spmIds.indexOf(member[p]!)]! += 1;
    const ssi = Float64Array.from({ length: person.rowCount }, (_, i) => (i % 7 === 0 ? 5000 : 0));
    const cols = usProgramColumns(dataset, { snap, spmUnitSize, ssi }, { snapTakeUp: 0.5 });
    const sum = (a: Float64Array): number => a.reduce((s, v) => s + v, 0);
    expect(sum(cols.snap!)).toBeCloseTo(0.5 * sum(snap), 6);
    expect(sum(cols.snap_recipients!)).toBeCloseTo(
      0.5 * spmUnitSize.reduce((s, n, i) => s + (snap[i]! > 0 ? n : 0), 0),
      6,
    );
    expect(sum(cols.ssi_recipients!)).toBe(ssi.filter((v) => v > 0).length);
    expect(
      Object.keys(
        usProgramColumns(dataset, { snap, spmUnitSize, ssi }, { targets: ['ssi', 'nope'] }),
      ),
    ).toEqual(['ssi']);
  });

  it('feeds the calibration hook: chosen targets are calibrated, the others skipped', () => {
    const snap = Float64Array.from({ length: spm.rowCount }, (_, i) => (i % 4 === 0 ? 2000 : 0));
    const spmUnitSize = Float64Array.from({ length: spm.rowCount }, () => 2);
    const ssi = new Float64Array(person.rowCount);
    const { report } = calibrateUsDataset(dataset, {
      extraColumns: (d) => usProgramColumns(d, { snap, spmUnitSize, ssi }, { targets: ['snap'] }),
    });
    expect(report.rows.some((r) => r.name === 'snap_total')).toBe(true);
    const needsModel = report.skipped.filter((s) => s.reason === 'not calibrated (needs model)');
    expect(needsModel.map((s) => s.name).sort()).toEqual([
      'eitc_recipients',
      'eitc_total',
      'snap_recipients',
      'ssi_recipients',
      'ssi_total',
    ]);
  });

  it('builds the SNAP, SSI and EITC columns from one simulation of the dataset it is handed', () => {
    const simulated: string[] = [];
    const asked: string[] = [];
    const hook = createUsModelColumns((d) => {
      simulated.push(d.digest);
      return (variable) => {
        asked.push(variable);
        const rows =
          variable === 'ssi'
            ? person.rowCount
            : variable === 'eitc'
              ? datasetTable(d, 'tax_unit').rowCount
              : spm.rowCount;
        return new Float64Array(rows).fill(variable === 'spm_unit_size' ? 1 : 100);
      };
    });
    const columns = hook(dataset);
    expect(simulated).toEqual([dataset.digest]);
    expect(asked.sort()).toEqual(['eitc', 'snap', 'spm_unit_size', 'ssi']);
    expect(Object.keys(columns).sort()).toEqual([
      'eitc',
      'eitc_recipients',
      'snap',
      'snap_recipients',
      'ssi',
      'ssi_recipients',
    ]);
    const sum = (a: Float64Array): number => a.reduce((s, v) => s + v, 0);
    expect(sum(columns.eitc_recipients!)).toBe(datasetTable(dataset, 'tax_unit').rowCount);
    expect(sum(columns.ssi!)).toBe(100 * person.rowCount);
  });
});
