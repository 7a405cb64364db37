import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDataset, datasetDigest, DatasetShapeError, IdIndex } from './dataset.js';
import { floatColumn, intColumn, type Frame } from './frame.js';
import { frameDigest } from './frame-digest.js';
import { generateUsPopulation } from '../countries/us/data/index.js';

function tinyTables(): Record<string, Frame> {
  const ids = (entity: string, n: number): Frame => ({
    entity,
    rowCount: n,
    columns: [
      intColumn(
        `${entity}_id`,
        Int32Array.from({ length: n }, (_, i) => i),
      ),
    ],
  });
  const person: Frame = {
    entity: 'person',
    rowCount: 3,
    columns: [
      intColumn('person_id', Int32Array.of(0, 1, 2)),
      ...['household_id', 'tax_unit_id', 'spm_unit_id', 'family_id', 'marital_unit_id'].map((c) =>
        intColumn(c, Int32Array.of(0, 0, 1)),
      ),
      floatColumn('age', Float64Array.of(40, 38, 70)),
    ],
  };
  return {
    person,
    tax_unit: ids('tax_unit', 2),
    spm_unit: ids('spm_unit', 2),
    family: ids('family', 2),
    marital_unit: ids('marital_unit', 2),
    household: ids('household', 2),
  };
}

describe('datasets', () => {
  it('digest does not depend on column order but on every value', () => {
    const tables = tinyTables();
    const person = tables.person!;
    const reordered = { ...tables, person: { ...person, columns: [...person.columns].reverse() } };
    expect(datasetDigest('us', 2024, reordered)).toBe(datasetDigest('us', 2024, tables));
    const changed = tinyTables();
    (changed.person!.columns[6]!.values as Float64Array)[2] = 71;
    expect(datasetDigest('us', 2024, changed)).not.toBe(datasetDigest('us', 2024, tables));
    expect(datasetDigest('us', 2025, tables)).not.toBe(datasetDigest('us', 2024, tables));
    expect(frameDigest(person)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses people in unknown groups, groups without members and repeated ids', () => {
    const bad = tinyTables();
    (bad.person!.columns[2]!.values as Int32Array)[2] = 9;
    expect(() => createDataset({ country: 'us', name: 'x', year: 2024, tables: bad })).toThrow(
      DatasetShapeError,
    );
    const empty = tinyTables();
    (empty.person!.columns[2]!.values as Int32Array)[2] = 0;
    expect(() => createDataset({ country: 'us', name: 'x', year: 2024, tables: empty })).toThrow(
      /without members/,
    );
    expect(() => new IdIndex([1, 2, 1], 'household')).toThrow(/appears twice/);
    expect(new IdIndex([-5, 1e9], 'household').rowOf(1e9)).toBe(1);
  });

  it('gives equal data the same digest in another process', () => {
    const fixture = fileURLToPath(new URL('./dataset.test-fixture.ts', import.meta.url));
    const child = execFileSync(process.execPath, ['--import', 'tsx', fixture, '400', '9'], {
      encoding: 'utf8',
    }).trim();
    expect(child).toBe(generateUsPopulation({ households: 400, seed: 9 }).digest);
  });
});
