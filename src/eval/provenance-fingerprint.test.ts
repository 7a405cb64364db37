import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeFingerprint } from './provenance-fingerprint.js';

const projectRoot = mkdtempSync(join(tmpdir(), 'fiscus-fingerprint-'));
afterAll(() => rmSync(projectRoot, { recursive: true, force: true }));
const put = (path: string, text: string) => {
  mkdirSync(join(projectRoot, path, '..'), { recursive: true });
  writeFileSync(join(projectRoot, path), text);
};
put('package.json', '{"version":"1.0.0"}');
put('src/engine/simulation.ts', 'engine');
put('src/models/us/system.ts', 'rules v1');
put('src/models/us/tests/case.yaml', 'case');
put('src/models/us/system.test.ts', 'test');
put('src/models/uk/system.ts', 'uk rules');

describe('computeFingerprint', () => {
  it('changes with engine, model and version sources, not with tests or other countries', () => {
    const fp = () => computeFingerprint(['us'], { projectRoot });
    const first = fp();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    put('src/models/us/tests/case.yaml', 'another case');
    put('src/models/us/system.test.ts', 'another test');
    put('src/models/uk/system.ts', 'uk rules v2');
    expect(fp()).toBe(first);
    put('src/models/us/system.ts', 'rules v2');
    const second = fp();
    expect(second).not.toBe(first);
    put('src/engine/simulation.ts', 'engine v2');
    expect(fp()).not.toBe(second);
    const third = fp();
    put('package.json', '{"version":"1.0.1"}');
    expect(fp()).not.toBe(third);
  });

  it('depends on the set of countries, spelled exactly', () => {
    const roots = { projectRoot };
    expect(computeFingerprint(['us', 'uk'], roots)).toBe(
      computeFingerprint(['uk', 'us', 'us'], roots),
    );
    expect(computeFingerprint(['US'], roots)).not.toBe(computeFingerprint(['us'], roots));
  });
});
