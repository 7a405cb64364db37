import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProvenanceFile, writeProvenanceFile } from './provenance-file.js';
import { resolveModelBundles } from './provenance-resolution.js';
import type { ModelBundle } from './provenance.js';

const dir = mkdtempSync(join(tmpdir(), 'fiscus-resolution-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FP = 'c'.repeat(64);
const bundle = (country: string, rulesHash: string): ModelBundle => ({
  country,
  modelVersion: '1',
  rulesHash,
  parametersDigest: 'p',
  engineVersion: 'e',
  fingerprint: FP,
});
const file = join(dir, 'provenance.json');
writeProvenanceFile(file, createProvenanceFile(['us'], FP, [bundle('us', 'from-file')]));

async function resolve(handedPath: string | undefined, countries = ['us'], fingerprint = FP) {
  const reasons: string[] = [];
  let computed = 0;
  const result = await resolveModelBundles({
    countries,
    handedPath,
    fingerprint: () => fingerprint,
    compute: async (cs) => {
      computed += 1;
      return cs.map((c) => bundle(c, 'computed'));
    },
    onNotReused: (reason) => reasons.push(reason),
  });
  return { ...result, computed, reasons };
}

describe('resolveModelBundles', () => {
  it('uses a handed file that matches countries and fingerprint, computing nothing', async () => {
    expect(await resolve(file)).toEqual({
      bundles: [bundle('us', 'from-file')],
      source: 'handed',
      computed: 0,
      reasons: [],
    });
  });

  it('computes when no file is handed, silently', async () => {
    expect(await resolve(undefined)).toMatchObject({
      source: 'computed',
      computed: 1,
      reasons: [],
    });
  });

  it.each([
    ['a missing file', join(dir, 'absent.json'), ['us'], FP, /cannot read provenance file/],
    ['other countries', file, ['uk'], FP, /records us, this chunk is uk/],
    ['another spelling', file, ['US'], FP, /records us, this chunk is US/],
    ['another fingerprint', file, ['us'], 'd'.repeat(64), /fingerprint differs/],
  ])('computes its own, saying why, for %s', async (_, path, countries, fingerprint, reason) => {
    const result = await resolve(path, countries, fingerprint);
    expect(result).toMatchObject({ source: 'computed', computed: 1 });
    expect(result.reasons).toEqual([expect.stringMatching(reason)]);
  });
});
