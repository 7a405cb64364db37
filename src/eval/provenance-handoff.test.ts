import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProvenanceFile, writeProvenanceFile } from './provenance-file.js';
import { childEnvironment, HANDOFF_COUNTRIES, ProvenanceHandoff } from './provenance-handoff.js';
import type { ProvenanceWriter } from './provenance-handoff.js';
import { PROVENANCE_ENV_VARIABLE, PROVENANCE_FILE_NAME } from './provenance.js';

const root = mkdtempSync(join(tmpdir(), 'fiscus-handoff-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FINGERPRINT = 'a'.repeat(64);
const REQUESTS: readonly (readonly string[])[] = [['us'], ['uk'], ['us', 'uk'], ['US']];
const OUTCOMES = ['success', 'failure', 'timeout', 'unreadable'] as const;
type Outcome = (typeof OUTCOMES)[number];

function bundle(country: string) {
  return {
    country,
    modelVersion: '1.0.0',
    rulesHash: 'r',
    parametersDigest: 'p',
    engineVersion: 'e',
    fingerprint: FINGERPRINT,
  };
}

function writerFor(outcome: Outcome, calls: string[][]): ProvenanceWriter {
  return async ({ path, countries, signal }) => {
    calls.push([...countries]);
    if (outcome === 'failure') throw new Error('writer exited with code 1');
    if (outcome === 'unreadable') {
      writeFileSync(path, '{"provenanceVersion":1');
      return;
    }
    if (outcome === 'timeout') {
      await new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('killed'))),
      );
      return;
    }
    writeProvenanceFile(path, createProvenanceFile(countries, FINGERPRINT, countries.map(bundle)));
  };
}

function sequences(maxLength: number): (readonly string[])[][] {
  const out: (readonly string[])[][] = [];
  const grow = (prefix: (readonly string[])[]) => {
    if (prefix.length > 0) out.push(prefix);
    if (prefix.length === maxLength) return;
    for (const request of REQUESTS) grow([...prefix, request]);
  };
  grow([]);
  return out;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return [...new Set(a)].sort().join() === [...new Set(b)].sort().join();
}

describe('provenance handoff invariants (exhaustive)', () => {
  const cases = sequences(3);
  it('enumerates every sequence of length 1-3 over four requests', () => {
    expect(cases.length).toBe(4 + 16 + 64);
  });

  it('holds for every sequence × writer outcome × inherited variable', async () => {
    let checked = 0;
    let index = 0;
    for (const sequence of cases) {
      for (const outcome of OUTCOMES) {
        for (const inherited of [false, true]) {
          const outputDir = join(root, `case-${index++}`);
          const base: Record<string, string> = {
            PATH: '/usr/bin',
            HOME: '/home/x',
            FISCUS_OTHER: 'kept',
          };
          if (inherited) base[PROVENANCE_ENV_VARIABLE] = '/elsewhere/provenance.json';
          const calls: string[][] = [];
          const handoff = new ProvenanceHandoff({
            outputDir,
            baseEnv: base,
            writer: writerFor(outcome, calls),
            writerTimeoutMs: outcome === 'timeout' ? 5 : 10_000,
          });
          const first = sequence[0]!;
          const firstWrites = new Set(first).size === 1 && HANDOFF_COUNTRIES.includes(first[0]!);
          for (const request of sequence) {
            const env = await handoff.environmentFor(request);
            // 1. at most one write, and only when the first request is one known country
            expect(handoff.writes).toBe(firstWrites ? 1 : 0);
            expect(calls.length).toBe(handoff.writes);
            // 2. the file exactly when written, read back and for equal countries
            const expectHanded = firstWrites && outcome === 'success' && sameSet(request, first);
            const path = join(outputDir, PROVENANCE_FILE_NAME);
            expect(env[PROVENANCE_ENV_VARIABLE]).toBe(expectHanded ? path : undefined);
            // 3. everything else unchanged
            const rest = { ...env };
            delete rest[PROVENANCE_ENV_VARIABLE];
            expect(rest).toEqual({ PATH: '/usr/bin', HOME: '/home/x', FISCUS_OTHER: 'kept' });
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe((4 + 2 * 16 + 3 * 64) * OUTCOMES.length * 2);
  });
});

describe('provenance handoff', () => {
  it('writes once for eight concurrent requests', async () => {
    const calls: string[][] = [];
    const outputDir = join(root, 'concurrent');
    const handoff = new ProvenanceHandoff({
      outputDir,
      baseEnv: {},
      writer: async (request) => {
        await new Promise((r) => setTimeout(r, 10));
        await writerFor('success', calls)(request);
      },
      writerTimeoutMs: 10_000,
    });
    const envs = await Promise.all(Array.from({ length: 8 }, () => handoff.environmentFor(['us'])));
    expect(calls).toEqual([['us']]);
    for (const env of envs)
      expect(env[PROVENANCE_ENV_VARIABLE]).toBe(join(outputDir, PROVENANCE_FILE_NAME));
  });

  it('never writes when no request comes (lazy)', () => {
    const calls: string[][] = [];
    const handoff = new ProvenanceHandoff({
      outputDir: join(root, 'lazy'),
      baseEnv: {},
      writer: writerFor('success', calls),
      writerTimeoutMs: 1000,
    });
    expect(handoff.writes).toBe(0);
    expect(existsSync(join(root, 'lazy', PROVENANCE_FILE_NAME))).toBe(false);
  });

  it('does not hand on a valid file left by another invocation when its own writer fails, and leaves it', async () => {
    const outputDir = join(root, 'stale');
    const path = join(outputDir, PROVENANCE_FILE_NAME);
    writeProvenanceFile(path, createProvenanceFile(['us'], FINGERPRINT, [bundle('us')]));
    const before = readFileSync(path);
    const reasons: string[] = [];
    const handoff = new ProvenanceHandoff({
      outputDir,
      baseEnv: {},
      writer: writerFor('failure', []),
      writerTimeoutMs: 1000,
      onSkip: (reason) => reasons.push(reason),
    });
    expect((await handoff.environmentFor(['us']))[PROVENANCE_ENV_VARIABLE]).toBeUndefined();
    expect((await handoff.environmentFor(['us']))[PROVENANCE_ENV_VARIABLE]).toBeUndefined();
    expect(handoff.writes).toBe(1);
    expect(reasons).toEqual(['writer exited with code 1']);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('rejects a file whose read-back records other countries', async () => {
    const outputDir = join(root, 'other-countries');
    const handoff = new ProvenanceHandoff({
      outputDir,
      baseEnv: {},
      writer: async ({ path }) =>
        writeProvenanceFile(path, createProvenanceFile(['uk'], FINGERPRINT, [bundle('uk')])),
      writerTimeoutMs: 1000,
    });
    expect((await handoff.environmentFor(['us']))[PROVENANCE_ENV_VARIABLE]).toBeUndefined();
    expect(handoff.state.kind).toBe('failed');
  });

  it('childEnvironment drops only the inherited variable', () => {
    expect(
      childEnvironment({ A: '1', [PROVENANCE_ENV_VARIABLE]: 'old', B: undefined }, undefined),
    ).toEqual({ A: '1' });
    expect(childEnvironment({ A: '1', [PROVENANCE_ENV_VARIABLE]: 'old' }, 'new')).toEqual({
      A: '1',
      [PROVENANCE_ENV_VARIABLE]: 'new',
    });
  });
});
