import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { File as H5File, ready } from 'h5wasm/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetTable } from '../../../../data/index.js';
import { encodeFrameParquet } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { generateUsPopulation } from '../generator/generate-us-population.js';
import { DatasetInputError, Hdf5FilterError } from './dataset-input-error.js';
import { assertSupportedHdf5Filters, loadPolicyEngineHdf5 } from './load-hdf5.js';
import { loadTabularDataset } from './load-tabular.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fiscus-loaders-'));
  await ready;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes a PolicyEngine-style file: two households, three people, `variable/2024` datasets. */
function writePolicyEngineFile(
  path: string,
  options: { extra?: string; drop?: string; gzip?: boolean } = {},
): void {
  const file = new H5File(path, 'w', { libver: ['earliest', 'v108'] });
  const put = (variable: string, data: Float64Array | Int32Array | Uint8Array | string[]) => {
    if (variable === options.drop) return;
    const group = file.create_group(variable);
    const compress =
      options.gzip && !Array.isArray(data)
        ? { chunks: [data.length], compression: 'gzip' as const, compression_opts: 4 }
        : {};
    group.create_dataset({ name: '2024', data, ...compress });
  };
  put('person_id', Int32Array.of(10, 11, 12));
  for (const g of ['household', 'tax_unit', 'spm_unit', 'family', 'marital_unit']) {
    put(`${g}_id`, Int32Array.of(1, 2));
    put(`person_${g}_id`, Int32Array.of(1, 1, 2));
  }
  put('household_weight', Float64Array.of(1000, 2500));
  put('state_fips', Int32Array.of(6, 36));
  put('age', Float64Array.of(40, 8, 70));
  put('employment_income', Float64Array.of(52000, 0, 0));
  put('social_security_retirement', Float64Array.of(0, 0, 21000));
  put('is_male', Uint8Array.of(1, 0, 0));
  put('race', ['WHITE', 'WHITE', 'BLACK']);
  if (options.extra) put(options.extra, Float64Array.of(1, 2, 3));
  file.close();
}

describe('PolicyEngine HDF5 loader', () => {
  it('maps variable/year datasets onto model inputs, gzip included', async () => {
    const path = join(dir, 'pe.h5');
    writePolicyEngineFile(path, { gzip: true });
    const dataset = await loadPolicyEngineHdf5(path, { year: 2024 });
    const person = datasetTable(dataset, 'person');
    expect(Array.from(getColumn(person, 'employment_income').values)).toEqual([52000, 0, 0]);
    expect(Array.from(getColumn(person, 'household_id').values)).toEqual([1, 1, 2]);
    expect(Array.from(getColumn(person, 'person_weight').values)).toEqual([1000, 1000, 2500]);
    const race = getColumn(person, 'race');
    expect(race.categories![race.values[2]!]).toBe('BLACK');
    const state = getColumn(datasetTable(dataset, 'household'), 'state_code');
    expect(Array.from(state.values, (c) => state.categories![c])).toEqual(['CA', 'NY']);
    expect(dataset.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names unknown and missing columns in one typed error', async () => {
    const path = join(dir, 'bad.h5');
    writePolicyEngineFile(path, { extra: 'mystery_income', drop: 'person_tax_unit_id' });
    const error = await loadPolicyEngineHdf5(path, { year: 2024 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetInputError);
    expect((error as DatasetInputError).unknownColumns).toEqual(['unknown.mystery_income']);
    expect((error as DatasetInputError).code).toBe('dataset_input_invalid');
    const missing = await loadPolicyEngineHdf5(join(dir, 'pe.h5'), { year: 2025 }).catch(
      (e: unknown) => e,
    );
    expect((missing as DatasetInputError).missingColumns).toContain('person.age');
    writePolicyEngineFile(join(dir, 'drop.h5'), { drop: 'person_tax_unit_id' });
    const dropped = await loadPolicyEngineHdf5(join(dir, 'drop.h5'), { year: 2024 }).catch(
      (e: unknown) => e,
    );
    expect((dropped as DatasetInputError).missingColumns).toEqual(['person.tax_unit_id']);
  });

  it('refuses a dataset compressed with a filter h5wasm cannot decode', async () => {
    const path = join(dir, 'gzip.h5');
    writePolicyEngineFile(path, { gzip: true });
    const bytes = await readFile(path);
    // Version 1 filter pipeline messages name their filters: turn the first "deflate" (id 1) into szip (id 4).
    const at = bytes.indexOf(Buffer.from('deflate'));
    expect(at).toBeGreaterThan(8);
    expect(bytes.readUInt16LE(at - 8)).toBe(1);
    bytes.writeUInt16LE(4, at - 8);
    await writeFile(join(dir, 'szip.h5'), bytes);
    const error = await loadPolicyEngineHdf5(join(dir, 'szip.h5'), { year: 2024 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Hdf5FilterError);
    expect((error as Hdf5FilterError).code).toBe('hdf5_filter_unsupported');
    expect((error as Hdf5FilterError).filterId).toBe(4);
    expect(() =>
      assertSupportedHdf5Filters('x/2024', [
        { id: 2, name: 'shuffle' },
        { id: 32015, name: 'zstd' },
      ]),
    ).toThrow(/32015/);
    expect(() =>
      assertSupportedHdf5Filters('x/2024', [
        { id: 2, name: 'shuffle' },
        { id: 1, name: 'deflate' },
      ]),
    ).not.toThrow();
  });
});

describe('CSV and Parquet loaders', () => {
  it('loads per-entity CSV files, deriving group tables from membership ids', async () => {
    const csv = join(dir, 'csv');
    await rm(csv, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(csv));
    await writeFile(
      join(csv, 'person.csv'),
      'person_id,household_id,tax_unit_id,spm_unit_id,family_id,marital_unit_id,age,is_male,employment_income\n0,0,0,0,0,0,35,true,41000\n1,0,0,0,0,1,5,0,0\n',
    );
    await writeFile(
      join(csv, 'household.csv'),
      'household_id,household_weight,state_code\n0,1500,tx\n',
    );
    const dataset = await loadTabularDataset(csv, { year: 2024, format: 'csv' });
    expect(datasetTable(dataset, 'marital_unit').rowCount).toBe(2);
    expect(Array.from(getColumn(datasetTable(dataset, 'person'), 'is_male').values)).toEqual([
      1, 0,
    ]);
    await writeFile(
      join(csv, 'household.csv'),
      'household_id,household_weight,state_code,bonus\n0,1500,ZZ,1\n',
    );
    const error = (await loadTabularDataset(csv, { year: 2024, format: 'csv' }).catch(
      (e: unknown) => e,
    )) as DatasetInputError;
    expect(error.unknownColumns).toEqual(['household.bonus']);
    expect(error.issues.some((i) => i.kind === 'invalid_value' && i.column === 'state_code')).toBe(
      true,
    );
  });

  it('loads Fiscus Parquet frames back to the same dataset digest', async () => {
    const original = generateUsPopulation({ households: 120, seed: 4 });
    const pq = join(dir, 'parquet');
    await import('node:fs/promises').then((fs) => fs.mkdir(pq, { recursive: true }));
    for (const [entity, frame] of Object.entries(original.tables))
      await writeFile(join(pq, `${entity}.parquet`), encodeFrameParquet(frame));
    const loaded = await loadTabularDataset(pq, { year: 2024, format: 'parquet' });
    expect(loaded.digest).toBe(original.digest);
  });
});
