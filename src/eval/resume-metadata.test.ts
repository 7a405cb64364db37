import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkOrWriteResumeMetadata,
  RESUME_FIELDS,
  resumeMetadataBytes,
  ResumeMetadataMismatchError,
  sidecarPath,
} from './resume-metadata.js';
import type { ResumeMetadata } from './resume-metadata.js';

const dir = mkdtempSync(join(tmpdir(), 'fiscus-resume-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base: ResumeMetadata = {
  metadataVersion: 1,
  scenarioDigest: 's',
  programs: ['snap'],
  models: [{ id: 'm', kind: 'openai', model: 'x' }],
  responseContractDigest: 'c',
  modelBundleProvenance: [
    {
      country: 'us',
      modelVersion: '1',
      rulesHash: 'r',
      parametersDigest: 'p',
      engineVersion: 'e',
      fingerprint: 'f'.repeat(64),
    },
  ],
};

const changed: Record<(typeof RESUME_FIELDS)[number], Partial<ResumeMetadata>> = {
  metadataVersion: { metadataVersion: 2 },
  scenarioDigest: { scenarioDigest: 't' },
  programs: { programs: ['snap', 'ssi'] },
  models: { models: [{ id: 'm', kind: 'openai', model: 'y' }] },
  responseContractDigest: { responseContractDigest: 'd' },
  modelBundleProvenance: {
    modelBundleProvenance: [{ ...base.modelBundleProvenance[0]!, rulesHash: 'r2' }],
  },
};

describe('resume sidecar', () => {
  it('is written once and accepted when equal, in canonical bytes', () => {
    const out = join(dir, 'a.csv');
    checkOrWriteResumeMetadata(out, base);
    const bytes = readFileSync(sidecarPath(out), 'utf8');
    expect(bytes).toBe(resumeMetadataBytes(base));
    expect(bytes.startsWith('{"metadataVersion":1,"modelBundleProvenance":[{"country":"us"')).toBe(
      true,
    ); // canonical: sorted keys
    expect(bytes.endsWith('}\n')).toBe(true);
    expect(() => checkOrWriteResumeMetadata(out, { ...base })).not.toThrow();
  });

  it.each(RESUME_FIELDS)('names %s when it differs', (field) => {
    const out = join(dir, `${field}.csv`);
    checkOrWriteResumeMetadata(out, base);
    const error = (() => {
      try {
        checkOrWriteResumeMetadata(out, { ...base, ...changed[field] });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ResumeMetadataMismatchError);
    expect(error).toMatchObject({ code: 'eval_resume_metadata_mismatch', field });
  });
});
