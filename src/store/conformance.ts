import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../contract/index.js';
import type { ArtifactStore } from './artifact-store.js';

/** What the conformance suite needs from a backend under test. */
export interface ArtifactStoreHarness {
  readonly store: ArtifactStore;
  /** Replaces an object's raw bytes behind the store's back (to simulate corruption). */
  tamper(key: string, bytes: Uint8Array): Promise<void>;
  /** A local directory the suite may download into. */
  readonly scratchDirectory: string;
  cleanup(): Promise<void>;
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? 'no_code';
  }
}

/**
 * Registers the artifact-store conformance tests (vitest) for one backend. Written once, run
 * against every backend: create-only puts, idempotence, conflicts, concurrency, integrity on
 * read and download, key validation, listing, deployment markers. Each test gets a fresh harness.
 */
export function describeArtifactStoreConformance(
  name: string,
  createHarness: () => Promise<ArtifactStoreHarness>,
): void {
  describe(`ArtifactStore conformance: ${name}`, () => {
    let h: ArtifactStoreHarness;
    beforeEach(async () => {
      h = await createHarness();
    });
    afterEach(async () => {
      await h.cleanup();
    });

    it('creates an object once, then reports identical bytes as present', async () => {
      const bytes = text('hello');
      expect(await h.store.put('a/b.json', bytes)).toEqual({
        key: 'a/b.json',
        sha256: sha256Hex(bytes),
        size: 5,
        status: 'created',
      });
      expect((await h.store.put('a/b.json', text('hello'))).status).toBe('present');
      expect(Buffer.from(await h.store.get('a/b.json', sha256Hex(bytes))).toString()).toBe('hello');
      expect(await h.store.has('a/b.json')).toBe(true);
      expect(await h.store.has('a/c.json')).toBe(false);
    });

    it('stores empty objects', async () => {
      expect((await h.store.put('empty', new Uint8Array())).status).toBe('created');
      expect((await h.store.get('empty')).length).toBe(0);
    });

    it('refuses other bytes at an existing key and keeps the original', async () => {
      await h.store.put('k.bin', text('first'));
      const error = await h.store.put('k.bin', text('second')).catch((e: unknown) => e);
      expect((error as { code: string }).code).toBe('immutable_artifact_conflict');
      expect((error as Error).message).toContain('immutable artifact path contains other data');
      expect(Buffer.from(await h.store.get('k.bin')).toString()).toBe('first');
    });

    it('lets exactly one of many concurrent puts of the same bytes create the object', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => h.store.put('race/same', text('same bytes'))),
      );
      expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'present')).toHaveLength(7);
    });

    it('lets exactly one of concurrent puts of different bytes win, and keeps the winner', async () => {
      const attempts = Array.from({ length: 6 }, (_, i) => text(`candidate ${i}`));
      const settled = await Promise.allSettled(
        attempts.map((bytes) => h.store.put('race/diff', bytes)),
      );
      const won = settled.flatMap((s, i) => (s.status === 'fulfilled' ? [i] : []));
      expect(won).toHaveLength(1);
      for (const s of settled)
        if (s.status === 'rejected')
          expect((s.reason as { code: string }).code).toBe('immutable_artifact_conflict');
      expect(Buffer.from(await h.store.get('race/diff')).toString()).toBe(`candidate ${won[0]}`);
    });

    it('checks reads against the expected digest', async () => {
      await h.store.put('x', text('x'));
      expect(await codeOf(h.store.get('x', sha256Hex('y')))).toBe('artifact_integrity_mismatch');
    });

    it('detects altered and truncated objects on get and download', async () => {
      await h.store.put('d/altered', text('original bytes'));
      await h.store.put('d/truncated', text('original bytes'));
      await h.tamper('d/altered', text('ORIGINAL bytes'));
      await h.tamper('d/truncated', text('original'));
      for (const key of ['d/altered', 'd/truncated']) {
        expect(await codeOf(h.store.get(key))).toBe('artifact_integrity_mismatch');
        const destination = join(h.scratchDirectory, `${key.replace('/', '-')}.out`);
        expect(await codeOf(h.store.download(key, destination))).toBe(
          'artifact_integrity_mismatch',
        );
        expect(await readdir(h.scratchDirectory)).toEqual([]);
      }
    });

    it('heals a bad object by delete and a new put', async () => {
      await h.store.put('heal', text('good'));
      await h.tamper('heal', text('bad!'));
      await h.store.delete('heal');
      expect(await h.store.has('heal')).toBe(false);
      expect((await h.store.put('heal', text('other'))).status).toBe('created');
      await h.store.delete('heal');
      await h.store.delete('heal');
    });

    it('moves a damaged object under quarantine/ on the next put, and creates the key afresh', async () => {
      await h.store.put('q/obj.json', text('good bytes'));
      await h.tamper('q/obj.json', text('BAD bytes!'));
      expect(await codeOf(h.store.get('q/obj.json'))).toBe('artifact_integrity_mismatch');
      const put = await h.store.put('q/obj.json', text('good bytes'));
      expect(put.status).toBe('created');
      expect(put.quarantinedAs).toMatch(/^quarantine\/[0-9TZ]+-[0-9a-f]{8}\/q\/obj\.json$/);
      expect(Buffer.from(await h.store.get('q/obj.json')).toString()).toBe('good bytes');
      // The damaged bytes are kept, with the reason beside them; nothing was overwritten.
      const kept = await h.store.list('quarantine/');
      expect(kept).toEqual([put.quarantinedAs, `${put.quarantinedAs}.reason.json`]);
      const note = JSON.parse(
        Buffer.from(await h.store.get(`${put.quarantinedAs}.reason.json`)).toString(),
      ) as Record<string, unknown>;
      expect(note).toMatchObject({
        key: 'q/obj.json',
        recordedSha256: sha256Hex(text('good bytes')),
        actualSha256: sha256Hex(text('BAD bytes!')),
      });
    });

    it('quarantines on request only what is damaged (or forced); an absent key is nothing', async () => {
      await h.store.put('q/intact', text('fine'));
      expect(await codeOf(h.store.quarantine('q/intact', 'looks odd'))).toBe(
        'artifact_not_damaged',
      );
      expect(await h.store.has('q/intact')).toBe(true);
      expect(await h.store.quarantine('q/absent', 'gone')).toBeUndefined();
      await h.store.put('q/bad', text('fine'));
      await h.tamper('q/bad', text('fin'));
      const moved = await h.store.quarantine('q/bad', 'truncated');
      expect(moved).toMatchObject({
        key: 'q/bad',
        reason: 'truncated',
        recordedSha256: sha256Hex(text('fine')),
      });
      expect(await h.store.has('q/bad')).toBe(false);
      // The key is free again: another put creates it.
      expect((await h.store.put('q/bad', text('other'))).status).toBe('created');
      const forced = await h.store.quarantine('q/intact', 'its key names another digest', {
        force: true,
      });
      expect(forced?.actualSha256).toBe(sha256Hex(text('fine')));
      expect(await h.store.has('q/intact')).toBe(false);
    });

    it('reports missing objects as not found', async () => {
      expect(await codeOf(h.store.get('missing/key'))).toBe('artifact_not_found');
      expect(await codeOf(h.store.download('missing/key', join(h.scratchDirectory, 'm')))).toBe(
        'artifact_not_found',
      );
      expect(await readdir(h.scratchDirectory)).toEqual([]);
    });

    it.each([
      '',
      '/abs/key',
      '../up',
      'a/../b',
      'a//b',
      'a/',
      'a\\b',
      'a/.hidden',
      'sp ace',
      'a/./b',
      'é',
    ])('rejects the key %j everywhere', async (key) => {
      const destination = join(h.scratchDirectory, 'never');
      for (const call of [
        h.store.put(key, text('x')),
        h.store.get(key),
        h.store.has(key),
        h.store.delete(key),
        h.store.download(key, destination),
      ]) {
        expect(await codeOf(call)).toBe('invalid_artifact_key');
      }
    });

    it('lists keys by prefix, sorted, without store-internal files', async () => {
      for (const key of [
        'runs/b/2.json',
        'runs/a/1.json',
        'runs/a/0.json',
        'runsx/3.json',
        'other/4.json',
      ])
        await h.store.put(key, text(key));
      expect(await h.store.list('runs/')).toEqual([
        'runs/a/0.json',
        'runs/a/1.json',
        'runs/b/2.json',
      ]);
      expect(await h.store.list('runs')).toEqual([
        'runs/a/0.json',
        'runs/a/1.json',
        'runs/b/2.json',
        'runsx/3.json',
      ]);
      expect(await h.store.list('runs/a/1')).toEqual(['runs/a/1.json']);
      expect(await h.store.list('nothing/')).toEqual([]);
      expect(await h.store.list('')).toHaveLength(5);
      expect(await codeOf(h.store.list('../'))).toBe('invalid_artifact_key');
    });

    it('downloads whole, verified objects and leaves no partial file', async () => {
      const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 251);
      await h.store.put('big/object.bin', bytes);
      const destination = join(h.scratchDirectory, 'nested', 'object.bin');
      await h.store.download('big/object.bin', destination, sha256Hex(bytes));
      expect(sha256Hex(await readFile(destination))).toBe(sha256Hex(bytes));
      expect(await readdir(join(h.scratchDirectory, 'nested'))).toEqual(['object.bin']);
      const wrong = join(h.scratchDirectory, 'wrong.bin');
      expect(await codeOf(h.store.download('big/object.bin', wrong, sha256Hex('no')))).toBe(
        'artifact_integrity_mismatch',
      );
      expect(await readdir(h.scratchDirectory)).toEqual(['nested']);
    });

    it('lets the last deployment marker win, and writes markers only that way', async () => {
      await h.store.putDeploymentMarker('production', text('{"manifest":"a"}'));
      await h.store.putDeploymentMarker('production', text('{"manifest":"b"}'));
      expect(Buffer.from(await h.store.get('deployed/production.json')).toString()).toBe(
        '{"manifest":"b"}',
      );
      expect(await h.store.list('deployed/')).toEqual(['deployed/production.json']);
      expect(await codeOf(h.store.put('deployed/staging.json', text('x')))).toBe(
        'invalid_artifact_key',
      );
      expect(await codeOf(h.store.putDeploymentMarker('../x', text('x')))).toBe(
        'invalid_artifact_key',
      );
    });

    it('is idempotent: same bytes are present, other bytes never overwrite (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 64 }),
          fc.uint8Array({ maxLength: 64 }),
          async (first, second) => {
            const key = `prop/${randomUUID()}`;
            expect((await h.store.put(key, first)).status).toBe('created');
            expect((await h.store.put(key, Uint8Array.from(first))).status).toBe('present');
            const outcome = await codeOf(h.store.put(key, second));
            expect(outcome).toBe(
              Buffer.compare(first, second) === 0 ? undefined : 'immutable_artifact_conflict',
            );
            expect(Buffer.compare(await h.store.get(key, sha256Hex(first)), first)).toBe(0);
          },
        ),
        { numRuns: 25 },
      );
    });

    it('gives exactly one created to two concurrent callers of one key (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 64 }),
          fc.boolean(),
          async (bytes, sameBytes) => {
            const key = `prop-race/${randomUUID()}`;
            const other = sameBytes ? Uint8Array.from(bytes) : Uint8Array.from([...bytes, 1]);
            const settled = await Promise.allSettled([
              h.store.put(key, bytes),
              h.store.put(key, other),
            ]);
            const created = settled.filter(
              (s) => s.status === 'fulfilled' && s.value.status === 'created',
            );
            expect(created).toHaveLength(1);
            const second = settled.find(
              (s) => !(s.status === 'fulfilled' && s.value.status === 'created'),
            );
            if (sameBytes)
              expect(second).toMatchObject({ status: 'fulfilled', value: { status: 'present' } });
            else
              expect((second as PromiseRejectedResult).reason).toMatchObject({
                code: 'immutable_artifact_conflict',
              });
          },
        ),
        { numRuns: 25 },
      );
    });
  });
}
