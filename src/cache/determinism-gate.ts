import { canonicalJson, canonicalSha256 } from '../contract/index.js';
import type { Dispatcher } from '../dispatch/index.js';
import { frameFromWire, type WireFrame } from '../executor/index.js';
import {
  ArtifactNotFoundError,
  ImmutableArtifactError,
  artifactKeys,
  type ArtifactStore,
} from '../store/index.js';
import { CACHE_TASKS, type GateRunPayload, type GateRunResult } from './cache-tasks.js';
import { compareFrames, type FrameMismatch } from './frame-comparison.js';
import type { BaselinePlanEntry } from './precompute-plan.js';

/** A baseline as the gate's subject names it: its key and the SHA-256 of its stored bytes. */
export interface StoredBaseline {
  readonly entry: BaselinePlanEntry;
  readonly sha256: string;
  readonly size: number;
}

/** A determinism record (`determinism/<country>/<subject digest>.json`): deterministic bytes, no clock. */
export interface DeterminismRecord {
  readonly format: 'fiscus-determinism/1';
  readonly status: 'passed' | 'failed';
  readonly subject: string;
  readonly checked: {
    readonly id: string;
    readonly storeKey: string;
    readonly year: number;
    readonly scope: string;
  };
  readonly cachedOutcome: string;
  readonly columnsCompared: number;
  readonly mismatches: readonly FrameMismatch[];
}

/**
 * The gate's subject digest: SHA-256 over the planned baselines' identities and the SHA-256 of
 * their stored bytes. The record is keyed by it, so a recorded failure holds for exactly these
 * bytes — running again cannot skip it — and replacing a bad baseline (delete, recompute) gives
 * a new subject that must pass again.
 */
export function determinismSubject(country: string, baselines: readonly StoredBaseline[]): string {
  const items = baselines
    .map((b) => ({ id: b.entry.key.id, key: b.entry.key.digest, sha256: b.sha256 }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  return canonicalSha256({ format: 'fiscus-determinism-subject/1', country, baselines: items });
}

/** Reads the determinism record of a subject, if any (re-hashed by the store). */
export async function readDeterminismRecord(
  store: ArtifactStore,
  country: string,
  subject: string,
): Promise<DeterminismRecord | undefined> {
  try {
    return JSON.parse(
      new TextDecoder().decode(await store.get(artifactKeys.determinism(country, subject))),
    ) as DeterminismRecord;
  } catch (error) {
    if (error instanceof ArtifactNotFoundError) return undefined;
    throw error;
  }
}

/** Options of {@link runDeterminismGate}. */
export interface DeterminismGateOptions<C> {
  readonly dispatcher: Dispatcher;
  readonly config: C;
  readonly store: ArtifactStore;
  readonly country: string;
  readonly subject: string;
  readonly entry: BaselinePlanEntry;
}

function framesOf(wire: readonly WireFrame[]): Record<string, ReturnType<typeof frameFromWire>> {
  return Object.fromEntries(wire.map((w) => [w.entity, frameFromWire(w)]));
}

/**
 * The determinism gate: one worker loads the stored baseline through the cache (it must be a
 * `hit`, so two fresh runs can never be compared), an independent worker computes it afresh,
 * and the frames are compared column by column, bit for bit. The outcome — pass or fail — is
 * recorded write-once at `determinism/<country>/<subject>.json` and returned.
 */
export async function runDeterminismGate<C>(
  options: DeterminismGateOptions<C>,
): Promise<DeterminismRecord> {
  const spawn = (mode: 'cached' | 'fresh') =>
    options.dispatcher.spawn<GateRunPayload<C>, GateRunResult>(
      CACHE_TASKS.gateRun,
      { config: options.config, entry: options.entry, mode },
      { correlationId: `gate-${options.entry.key.id}` },
    );
  const [cachedCall, freshCall] = await Promise.all([spawn('cached'), spawn('fresh')]);
  const [cached, fresh] = await Promise.all([cachedCall.result(), freshCall.result()]);
  const expected = framesOf(fresh.frames);
  const mismatches: FrameMismatch[] =
    cached.outcome === 'hit'
      ? compareFrames(expected, framesOf(cached.frames))
      : [
          {
            entity: '*',
            reason: `the stored baseline did not load as a cache hit (${String(cached.outcome)})`,
          },
        ];
  const record: DeterminismRecord = {
    format: 'fiscus-determinism/1',
    status: mismatches.length === 0 ? 'passed' : 'failed',
    subject: options.subject,
    checked: {
      id: options.entry.key.id,
      storeKey: options.entry.storeKey,
      year: options.entry.year,
      scope: options.entry.scope.key,
    },
    cachedOutcome: cached.outcome ?? 'none',
    columnsCompared: Object.values(expected).reduce((n, f) => n + f.columns.length, 0),
    mismatches: mismatches.slice(0, 50),
  };
  try {
    await options.store.put(
      artifactKeys.determinism(options.country, options.subject),
      new TextEncoder().encode(`${canonicalJson(record)}\n`),
    );
  } catch (error) {
    // Another run recorded this subject first: its record is the one that stands.
    if (!(error instanceof ImmutableArtifactError)) throw error;
    const existing = await readDeterminismRecord(options.store, options.country, options.subject);
    if (existing === undefined) throw error;
    return existing;
  }
  return record;
}
