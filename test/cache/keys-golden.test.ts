import { describe, expect, it } from 'vitest';
import {
  baselineKey,
  baselineKeyDocument,
  datasetKey,
  type BaselineKeyInput,
  type DatasetKeyInput,
} from '../../src/cache/index.js';
import { golden } from './golden-file.js';

const DS: DatasetKeyInput = {
  country: 'us',
  name: 'default',
  year: 2026,
  dataVersion: 'us-synthetic/1',
  sourceDigest: 'a'.repeat(64),
  buildFingerprint: 'b'.repeat(64),
  modelVersion: '0.1.0',
};
const BL: BaselineKeyInput = {
  country: 'us',
  region: 'us',
  scope: { key: 'group-03', states: ['FL'] },
  datasetKey: datasetKey(DS).digest,
  datasetDigest: 'c'.repeat(64),
  modelVersion: '0.1.0',
  systemHash: 'd'.repeat(64),
  columns: {
    household: ['household_id', 'household_net_income', 'household_weight'],
    person: ['age', 'person_id', 'person_weight'],
  },
  options: { spmThresholds: 'spm-2024' },
};

function cases(): Record<string, { id: string; digest: string }> {
  const out: Record<string, { id: string; digest: string }> = {};
  out['ds1 us default 2026'] = datasetKey(DS);
  out['ds1 us default 2025'] = datasetKey({ ...DS, year: 2025 });
  out['bl1 us group-03 2026'] = baselineKey(BL);
  out['bl1 us national 2026'] = baselineKey({ ...BL, scope: { key: 'national', states: [] } });
  out['bl1 us region group-05'] = baselineKey({
    ...BL,
    region: 'group-05',
    scope: { key: 'group-05', states: ['MS', 'NC', 'WY'] },
  });
  return Object.fromEntries(
    Object.entries(out).map(([name, k]) => [name, { id: k.id, digest: k.digest }]),
  );
}

describe('cache key goldens (FISCUS_UPDATE_GOLDEN=1 rewrites)', () => {
  it('pins the digests of fixed inputs: any change of key format is a reviewed diff', () => {
    const actual = `${JSON.stringify(cases(), null, 2)}\n`;
    const expected = golden('keys.json', actual);
    expect(
      expected,
      'test/cache/golden/keys.json is missing; run with FISCUS_UPDATE_GOLDEN=1',
    ).toBeDefined();
    expect(actual).toBe(expected);
  });

  it('digests the documented closure', () => {
    expect(baselineKeyDocument(BL)).toEqual({
      format: 'bl1',
      country: 'us',
      region: 'us',
      scope: { key: 'group-03', states: ['FL'] },
      dataset: { key: datasetKey(DS).digest, digest: 'c'.repeat(64) },
      policy: 'current-law',
      modelVersion: '0.1.0',
      systemHash: 'd'.repeat(64),
      columns: BL.columns,
      options: { spmThresholds: 'spm-2024' },
    });
    expect(baselineKey(BL).id).toMatch(/^bl1-[0-9a-f]{16}$/);
    expect(baselineKey(BL).id).toBe(`bl1-${baselineKey(BL).digest.slice(0, 16)}`);
  });
});
