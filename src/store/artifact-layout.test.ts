import { describe, expect, it } from 'vitest';
import { artifactKeys } from './artifact-layout.js';
import { assertArtifactKey, isArtifactKey } from './artifact-key.js';

const d = 'ab'.repeat(32);

describe('artifact key layout', () => {
  it('builds the keys of DESIGN §10', () => {
    expect(artifactKeys.dataset('us', d, 'person.parquet')).toBe(`datasets/us/${d}/person.parquet`);
    expect(artifactKeys.baseline('us', d, 'bl1-0123456789abcdef')).toBe(
      `baselines/us/${d}/bl1-0123456789abcdef.parquet`,
    );
    expect(artifactKeys.manifest(d)).toBe(`manifests/${d}.json`);
    expect(artifactKeys.determinism('us', d)).toBe(`determinism/us/${d}.json`);
    expect(artifactKeys.deployed('production')).toBe('deployed/production.json');
    expect(
      artifactKeys.run('ci', new Date('2026-03-31T23:59:59Z'), 'eval-7', 'predictions.csv'),
    ).toBe('runs/ci/2026/03/eval-7/predictions.csv');
    expect(artifactKeys.input('baseline', d)).toBe(`inputs/baseline-${d}.json`);
    expect(artifactKeys.simulation('reform', d)).toBe(`simulations/reform-${d}.parquet`);
    expect(artifactKeys.report(d)).toBe(`reports/${d}.json`);
  });

  it('refuses malformed parts', () => {
    expect(() => artifactKeys.manifest('ABC')).toThrow(
      expect.objectContaining({ code: 'invalid_artifact_key' }),
    );
    expect(() => artifactKeys.dataset('us', d, '../escape')).toThrow(
      expect.objectContaining({ code: 'invalid_artifact_key' }),
    );
    expect(() => artifactKeys.input('Base line', d)).toThrow(
      expect.objectContaining({ code: 'invalid_artifact_key' }),
    );
    expect(() => artifactKeys.deployed('a/b')).toThrow(
      expect.objectContaining({ code: 'invalid_artifact_key' }),
    );
  });

  it('validates keys by the documented rules', () => {
    for (const ok of ['a', 'a/b.c', 'A-Z_0.9/x', 'x..y']) expect(isArtifactKey(ok)).toBe(true);
    for (const bad of [
      '',
      '/a',
      'a/',
      'a//b',
      '..',
      'a/..',
      '.a',
      'a\\b',
      'a b',
      'a:b',
      'x'.repeat(1025),
    ])
      expect(isArtifactKey(bad)).toBe(false);
    expect(() => assertArtifactKey('a/../b')).toThrow(/"\.\." segments/);
  });
});
