import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeArtifactStoreConformance } from '../conformance.js';
import { FsArtifactStore } from './fs-artifact-store.js';

async function createFsHarness() {
  const base = await mkdtemp(join(tmpdir(), 'fiscus-store-'));
  const root = join(base, 'root');
  const scratchDirectory = join(base, 'scratch');
  await mkdir(scratchDirectory);
  return {
    store: new FsArtifactStore(root),
    root,
    scratchDirectory,
    tamper: (key: string, bytes: Uint8Array) => writeFile(join(root, ...key.split('/')), bytes),
    cleanup: () => rm(base, { recursive: true, force: true }),
  };
}

describeArtifactStoreConformance('filesystem', createFsHarness);

describe('FsArtifactStore specifics', () => {
  it('keeps objects as plain files at their key, with the digest record as a dot-file beside them', async () => {
    const h = await createFsHarness();
    try {
      await h.store.put('datasets/us/x.parquet', new Uint8Array([1, 2, 3]));
      expect((await readdir(join(h.root, 'datasets', 'us'))).sort()).toEqual([
        '.x.parquet.sha256',
        'x.parquet',
      ]);
    } finally {
      await h.cleanup();
    }
  });

  it('completes a put whose object was lost after its record was written (crash between the links)', async () => {
    const h = await createFsHarness();
    try {
      await h.store.put('crash/obj', new Uint8Array([9, 9]));
      await rm(join(h.root, 'crash', 'obj'));
      expect(await h.store.has('crash/obj')).toBe(false);
      expect(
        (await h.store.get('crash/obj').catch((e: { code: string }) => e)) as { code: string },
      ).toMatchObject({ code: 'artifact_not_found' });
      expect((await h.store.put('crash/obj', new Uint8Array([9, 9]))).status).toBe('created');
    } finally {
      await h.cleanup();
    }
  });

  it('refuses to serve an object that has no recorded digest', async () => {
    const h = await createFsHarness();
    try {
      await h.store.put('norecord', new Uint8Array([1]));
      await rm(join(h.root, '.norecord.sha256'));
      await expect(h.store.get('norecord')).rejects.toMatchObject({
        code: 'artifact_integrity_mismatch',
      });
    } finally {
      await h.cleanup();
    }
  });
});
