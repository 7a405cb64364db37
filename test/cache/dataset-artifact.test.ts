import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsArtifactStore } from '../../src/store/index.js';
import {
  createStoredDatasetSource,
  datasetKey,
  loadDatasetArtifact,
  storeDatasetArtifact,
} from '../../src/cache/index.js';
import { createMiniDataset } from '../executor/fixtures/mini-us-model.js';
import { miniIdentity } from './fixtures/mini-cache.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-cache-ds-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const key = datasetKey({ ...miniIdentity(200), country: 'us', year: 2026, modelVersion: 'm1' });

describe('dataset artifacts', () => {
  it('store write-once (a second writer finds everything present) and load back the same content', async () => {
    const store = new FsArtifactStore(join(root, 'a'));
    const dataset = createMiniDataset(200, 7, 2026);
    const [a, b] = await Promise.all([
      storeDatasetArtifact(store, key, dataset),
      storeDatasetArtifact(store, key, dataset),
    ]);
    const statuses = a.puts.map((p, i) => [p.status, b.puts[i]!.status].sort().join('+'));
    expect(new Set(statuses)).toEqual(new Set(['created+present']));
    expect(a.manifestKey).toBe(`datasets/us/${key.digest}/manifest.json`);
    const loaded = await loadDatasetArtifact(store, 'us', key.digest);
    expect(loaded.digest).toBe(dataset.digest);
    expect(Object.keys(loaded.tables).sort()).toEqual(Object.keys(dataset.tables).sort());
    expect(loaded.tables['person']!.rowCount).toBe(dataset.tables['person']!.rowCount);
  });

  it('an altered table is detected on load', async () => {
    const store = new FsArtifactStore(join(root, 'b'));
    await storeDatasetArtifact(store, key, createMiniDataset(200, 7, 2026));
    const path = join(root, 'b', 'datasets', 'us', key.digest, 'household.parquet');
    const bytes = await readFile(path);
    bytes[100] = bytes[100]! ^ 1;
    await writeFile(path, bytes);
    await expect(loadDatasetArtifact(store, 'us', key.digest)).rejects.toMatchObject({
      code: 'artifact_integrity_mismatch',
    });
  });

  it('the worker source builds and stores a missing dataset once, then loads the artifact; other names are refused', async () => {
    const store = new FsArtifactStore(join(root, 'c'));
    let builds = 0;
    const options = {
      store,
      dataset: miniIdentity(200),
      modelVersionOf: () => 'm1',
      build: (year: number) => (builds++, createMiniDataset(200, 7, year)),
    };
    const first = await createStoredDatasetSource(options).load({
      country: 'us',
      name: 'mini',
      year: 2026,
    });
    const second = await createStoredDatasetSource(options).load({
      country: 'us',
      name: 'mini',
      year: 2026,
    });
    expect(builds).toBe(1);
    expect(second.digest).toBe(first.digest);
    expect(second.name).toBe('mini');
    expect(await store.has(`datasets/us/${key.digest}/manifest.json`)).toBe(true);
    await expect(
      createStoredDatasetSource(options).load({ country: 'us', name: 'other', year: 2026 }),
    ).rejects.toMatchObject({ code: 'dataset_not_default' });
  });
});
