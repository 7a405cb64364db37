import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CacheManifestV1Schema,
  CacheManifestV2Schema,
  encodeManifest,
  manifestV1Of,
  parseManifest,
  type CacheManifestV2,
} from '../../src/cache/index.js';
import { golden } from './golden-file.js';

const h = (c: string) => c.repeat(64);
const BODY: Omit<CacheManifestV2, 'previous' | 'schemaVersion'> = {
  format: 'fiscus-cache-manifest',
  country: 'us',
  modelVersion: '0.1.0',
  systemHash: h('a'),
  determinism: { key: `determinism/us/${h('b')}.json`, sha256: h('c'), size: 321 },
  datasets: [
    {
      year: 2026,
      key: h('d'),
      id: 'ds1-dddddddddddddddd',
      datasetDigest: h('e'),
      files: [{ key: `datasets/us/${h('d')}/household.parquet`, sha256: h('f'), size: 1000 }],
    },
  ],
  baselines: [
    {
      year: 2026,
      scope: 'group-01',
      id: 'bl1-1111111111111111',
      key: h('1'),
      storeKey: `baselines/us/${h('d')}/bl1-1111111111111111.parquet`,
      sha256: h('2'),
      size: 2000,
      columns: { household: ['household_id', 'household_weight'] },
    },
  ],
};

function published(): {
  v1: ReturnType<typeof encodeManifest>;
  v2: ReturnType<typeof encodeManifest>;
} {
  const v1 = encodeManifest(manifestV1Of(BODY));
  const v2 = encodeManifest({
    ...BODY,
    schemaVersion: 2,
    previous: { schemaVersion: 1, digest: v1.digest },
  });
  return { v1, v2 };
}

describe('cache manifests, version 1 and 2 (FISCUS_UPDATE_GOLDEN=1 rewrites the goldens)', () => {
  it('publishes the same bytes as the golden manifest of each version', () => {
    const { v1, v2 } = published();
    const text = (b: Uint8Array) => new TextDecoder().decode(b);
    expect(text(v1.bytes)).toBe(golden('manifest-v1.json', text(v1.bytes)));
    expect(text(v2.bytes)).toBe(golden('manifest-v2.json', text(v2.bytes)));
  });

  it('a reader of version 1 reads the version-1 copy but not version 2, which is why both are published', () => {
    const { v1, v2 } = published();
    const raw = (b: Uint8Array) => JSON.parse(new TextDecoder().decode(b)) as unknown;
    expect(CacheManifestV1Schema.safeParse(raw(v1.bytes)).success).toBe(true);
    expect(CacheManifestV1Schema.safeParse(raw(v2.bytes)).success).toBe(false);
    expect(CacheManifestV2Schema.safeParse(raw(v2.bytes)).success).toBe(true);
  });

  it('the current reader reads both versions and lists the same artifacts (sizes only in version 2)', () => {
    const { v1, v2 } = published();
    const a = parseManifest(v1.bytes, v1.digest);
    const b = parseManifest(v2.bytes, v2.digest);
    expect(a.schemaVersion).toBe(1);
    expect(b.schemaVersion).toBe(2);
    expect(a.artifacts.map((x) => [x.key, x.sha256])).toEqual(
      b.artifacts.map((x) => [x.key, x.sha256]),
    );
    expect(b.artifacts.every((x) => x.size !== undefined)).toBe(true);
    expect(a.artifacts.every((x) => x.size === undefined)).toBe(true);
  });

  it('rejects bytes that do not hash to the digest, and unknown versions', () => {
    const { v2 } = published();
    expect(() => parseManifest(v2.bytes, h('0'))).toThrow(/hash/);
    const v3 = new TextEncoder().encode(JSON.stringify({ schemaVersion: 3 }));
    try {
      parseManifest(v3, createHash('sha256').update(v3).digest('hex'));
      expect.unreachable();
    } catch (error) {
      expect((error as { code: string }).code).toBe('manifest_version_unsupported');
    }
  });
});
