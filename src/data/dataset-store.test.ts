import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetTable } from './dataset.js';
import { loadDataset, readDatasetManifest, saveDataset } from './dataset-store.js';
import { framesEqual } from './frame.js';
import { generateUsPopulation } from '../countries/us/data/index.js';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fiscus-data-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('dataset store', () => {
  const dataset = generateUsPopulation({ households: 300, seed: 3 });

  it('saves one Parquet file per entity and loads the same dataset back', async () => {
    const dir = await tempDir();
    const manifest = await saveDataset(dataset, dir, { seed: 3 });
    expect(Object.keys(manifest.tables).sort()).toEqual([
      'family',
      'household',
      'marital_unit',
      'person',
      'spm_unit',
      'tax_unit',
    ]);
    const back = await loadDataset(dir, { verifyDigest: true });
    expect(back.digest).toBe(dataset.digest);
    for (const entity of Object.keys(dataset.tables))
      expect(framesEqual(datasetTable(back, entity), datasetTable(dataset, entity))).toBe(true);
    expect((await readDatasetManifest(dir)).provenance).toEqual({ seed: 3 });
  });

  it('writes identical bytes when saved twice', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    await saveDataset(dataset, a);
    await saveDataset(dataset, b);
    for (const file of ['person.parquet', 'household.parquet', 'manifest.json'])
      expect(await readFile(join(a, file))).toEqual(await readFile(join(b, file)));
  });

  it('saves the same dataset from several writers at once into one directory', async () => {
    // Worker threads that each built the dataset save it together (a report's first run).
    const dir = await tempDir();
    await Promise.all([1, 2, 3, 4].map(() => saveDataset(dataset, dir, { seed: 3 })));
    expect((await loadDataset(dir, { verifyDigest: true })).digest).toBe(dataset.digest);
    expect((await readdir(dir)).filter((name) => name.includes('.partial'))).toEqual([]);
  });

  it('refuses a file whose bytes changed and a broken manifest', async () => {
    const dir = await tempDir();
    await saveDataset(dataset, dir);
    const other = generateUsPopulation({ households: 300, seed: 4 });
    const otherDir = await tempDir();
    await saveDataset(other, otherDir);
    await writeFile(join(dir, 'person.parquet'), await readFile(join(otherDir, 'person.parquet')));
    await expect(loadDataset(dir)).rejects.toMatchObject({ code: 'dataset_file_corrupt' });
    await writeFile(join(dir, 'manifest.json'), '{"format":"nope"}');
    await expect(loadDataset(dir)).rejects.toMatchObject({ code: 'dataset_manifest_invalid' });
  });
});
