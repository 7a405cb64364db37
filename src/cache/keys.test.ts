import { describe, expect, it } from 'vitest';
import { CacheError } from './cache-error.js';
import {
  baselineKey,
  cacheStoreKeys,
  datasetKey,
  resolveBaselineOptions,
  type BaselineKeyInput,
  type DatasetKeyInput,
} from './keys.js';

const DS: DatasetKeyInput = {
  country: 'us',
  name: 'default',
  year: 2026,
  dataVersion: 'v1',
  sourceDigest: 'a'.repeat(64),
  buildFingerprint: 'b'.repeat(64),
  modelVersion: '0.1.0',
};
const BL: BaselineKeyInput = {
  country: 'us',
  region: 'us',
  scope: { key: 'group-01', states: ['CA'] },
  datasetKey: 'e'.repeat(64),
  datasetDigest: 'c'.repeat(64),
  modelVersion: '0.1.0',
  systemHash: 'd'.repeat(64),
  columns: { household: ['household_id', 'household_weight'] },
  options: { spmThresholds: 'spm-2024' },
};

describe('dataset key ds1', () => {
  it('changes with every field', () => {
    const base = datasetKey(DS).digest;
    const changes: Partial<DatasetKeyInput>[] = [
      { country: 'uk' },
      { name: 'other' },
      { year: 2027 },
      { dataVersion: 'v2' },
      { sourceDigest: 'f'.repeat(64) },
      { buildFingerprint: 'f'.repeat(64) },
      { modelVersion: '0.2.0' },
    ];
    const digests = changes.map((c) => datasetKey({ ...DS, ...c }).digest);
    for (const d of digests) expect(d).not.toBe(base);
    expect(new Set(digests).size).toBe(changes.length);
    expect(Object.keys(DS).length).toBe(changes.length);
  });
});

describe('baseline key bl1', () => {
  it('changes with every field', () => {
    const base = baselineKey(BL).digest;
    const changes: Partial<BaselineKeyInput>[] = [
      { country: 'uk' },
      { region: 'group-01' },
      { scope: { key: 'group-02', states: ['CA'] } },
      { scope: { key: 'group-01', states: ['CA', 'NV'] } },
      { datasetKey: 'f'.repeat(64) },
      { datasetDigest: 'f'.repeat(64) },
      { modelVersion: '0.2.0' },
      { systemHash: 'f'.repeat(64) },
      { columns: { household: ['household_id', 'household_weight', 'household_net_income'] } },
      { options: { spmThresholds: 'spm-2025' } },
    ];
    const digests = changes.map((c) => baselineKey({ ...BL, ...c }).digest);
    for (const d of digests) expect(d).not.toBe(base);
    expect(new Set(digests).size).toBe(changes.length);
  });

  it('does not depend on the order of states or columns', () => {
    const shuffled = {
      ...BL,
      scope: { key: 'group-01', states: ['CA'] },
      columns: { household: ['household_weight', 'household_id', 'household_id'] },
    };
    expect(baselineKey(shuffled).digest).toBe(baselineKey(BL).digest);
    expect(baselineKey({ ...BL, scope: { key: 'g', states: ['NV', 'CA'] } }).digest).toBe(
      baselineKey({ ...BL, scope: { key: 'g', states: ['CA', 'NV'] } }).digest,
    );
  });

  it('an explicit option equal to its default shares the default key; another value does not', () => {
    const defaults = { spmThresholds: 'spm-2024' };
    const implicit = baselineKey({ ...BL, options: resolveBaselineOptions({}, defaults) }).digest;
    expect(
      baselineKey({
        ...BL,
        options: resolveBaselineOptions({ spmThresholds: 'spm-2024' }, defaults),
      }).digest,
    ).toBe(implicit);
    expect(
      baselineKey({
        ...BL,
        options: resolveBaselineOptions({ spmThresholds: 'spm-2025' }, defaults),
      }).digest,
    ).not.toBe(implicit);
  });

  it('refuses an option the computation does not know', () => {
    expect(() => resolveBaselineOptions({ colour: 'red' }, { spmThresholds: 'x' })).toThrow(
      CacheError,
    );
    try {
      resolveBaselineOptions({ colour: 'red' }, {});
    } catch (error) {
      expect((error as CacheError).code).toBe('unknown_baseline_option');
    }
  });

  it('names the artifact after the id, beside its dataset key', () => {
    const key = baselineKey(BL);
    expect(cacheStoreKeys.baseline('us', 'e'.repeat(64), key)).toBe(
      `baselines/us/${'e'.repeat(64)}/${key.id}.parquet`,
    );
    expect(cacheStoreKeys.datasetManifest('us', datasetKey(DS).digest)).toBe(
      `datasets/us/${datasetKey(DS).digest}/manifest.json`,
    );
  });
});
