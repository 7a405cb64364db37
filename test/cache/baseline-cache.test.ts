import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutputPlan, type SimulationInput } from '../../src/contract/index.js';
import {
  encodeSimulationArtifact,
  frameFromWire,
  runSimulationSegment,
  type BaselineRequest,
  type SegmentResult,
} from '../../src/executor/index.js';
import {
  baselineRequestOf,
  compareFrames,
  projectFrames,
  type BaselineCacheEvent,
  type CacheRuntime,
} from '../../src/cache/index.js';
import {
  createMiniCacheRuntime,
  MINI_DATASET,
  type MiniCacheConfig,
} from './fixtures/mini-cache.js';

let root: string;
let config: MiniCacheConfig;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-cache-reader-'));
  config = { storeRoot: join(root, 'store'), households: 300 };
});
afterAll(async () => rm(root, { recursive: true, force: true }));

function input(runtime: CacheRuntime, overrides: Partial<SimulationInput> = {}): SimulationInput {
  return {
    role: 'baseline',
    country: 'us',
    year: 2026,
    region: 'us',
    dataset: MINI_DATASET,
    policy: 'current-law',
    outputPlan: runtime.columns,
    segmentIndex: 1,
    deliveryMode: 'return',
    reportId: 'r1',
    correlationId: 'c1',
    ...overrides,
  };
}

const framesOf = (r: SegmentResult) =>
  Object.fromEntries(r.frames.map((w) => [w.entity, frameFromWire(w)]));

function withEvents(cfg: MiniCacheConfig): { runtime: CacheRuntime; events: BaselineCacheEvent[] } {
  const events: BaselineCacheEvent[] = [];
  return { runtime: createMiniCacheRuntime(cfg, { onEvent: (e) => events.push(e) }), events };
}

async function fresh(
  runtime: CacheRuntime,
  over: Partial<SimulationInput> = {},
): Promise<SegmentResult> {
  const { baselineSource: _none, ...worker } = runtime.worker;
  return runSimulationSegment(input(runtime, over), worker);
}

describe('baseline cache: the runtime reader', () => {
  it('miss → computed and saved; then a hit from memory, and from the store in a new process, equal to a fresh run', async () => {
    const first = withEvents(config);
    const a = await runSimulationSegment(input(first.runtime), first.runtime.worker);
    expect(a.baselineCacheOutcome).toBe('miss');
    expect(
      first.events.filter((e) => e.kind === 'saved').map((e) => (e as { status: string }).status),
    ).toEqual(['created']);
    const b = await runSimulationSegment(input(first.runtime), first.runtime.worker);
    expect(b.baselineCacheOutcome).toBe('hit');
    expect(first.events.some((e) => e.kind === 'hit' && e.from === 'memory')).toBe(true);

    const second = withEvents(config);
    const c = await runSimulationSegment(input(second.runtime), second.runtime.worker);
    expect(c.baselineCacheOutcome).toBe('hit');
    expect(second.events.some((e) => e.kind === 'hit' && e.from === 'store')).toBe(true);
    const reference = await fresh(second.runtime);
    expect(compareFrames(framesOf(reference), framesOf(c))).toEqual([]);
    expect(encodeSimulationArtifact(framesOf(c))).toEqual(
      encodeSimulationArtifact(framesOf(reference)),
    );
  });

  it('serves a narrower plan from the precomputed baseline, projected to exactly the plan', async () => {
    const { runtime } = withEvents(config);
    const narrow = createOutputPlan({
      household: ['household_id', 'household_weight', 'household_net_income'],
    });
    const cached = await runSimulationSegment(
      input(runtime, { outputPlan: narrow }),
      runtime.worker,
    );
    expect(cached.baselineCacheOutcome).toBe('hit');
    const reference = await fresh(runtime, { outputPlan: narrow });
    expect(compareFrames(framesOf(reference), framesOf(cached))).toEqual([]);
  });

  it('an artifact missing a planned column is incomplete: recomputed, saved, and it supersedes the memory entry', async () => {
    // The cache's precomputed column set lacks household_net_income (an older, narrower plan).
    const full = createMiniCacheRuntime(config).columns.entities;
    const lacking = Object.fromEntries(
      Object.entries(full).map(([e, cols]) => [
        e,
        cols.filter((c) => c !== 'household_net_income'),
      ]),
    );
    const cfg = { ...config, storeRoot: join(root, 'incomplete'), columns: lacking };
    const { runtime, events } = withEvents(cfg);
    const probe = await fresh(runtime, { outputPlan: createOutputPlan(full) });
    const request: BaselineRequest = baselineRequestOf(
      runtime,
      'us',
      2026,
      1,
      (await runtime.worker.datasets.load({ country: 'us', name: MINI_DATASET, year: 2026 }))
        .digest,
    );
    const id = runtime.cache.identify(request);
    if ('reason' in id) throw new Error(id.reason);
    await runtime.worker.store.put(
      id.precomputedStoreKey,
      encodeSimulationArtifact(projectFrames(framesOf(probe), lacking)),
    );
    const narrowOk = createOutputPlan({ household: ['household_id', 'household_weight'] });
    expect(
      (await runSimulationSegment(input(runtime, { outputPlan: narrowOk }), runtime.worker))
        .baselineCacheOutcome,
    ).toBe('hit');

    const richInput = input(runtime, { outputPlan: createOutputPlan(full) });
    const rich = await runSimulationSegment(richInput, runtime.worker);
    expect(rich.baselineCacheOutcome).toBe('incomplete');
    expect(compareFrames(framesOf(probe), framesOf(rich))).toEqual([]);
    expect(events.some((e) => e.kind === 'saved')).toBe(true);
    // The recompute replaced the incomplete entry in memory: the next rich request is a hit.
    expect((await runSimulationSegment(richInput, runtime.worker)).baselineCacheOutcome).toBe(
      'hit',
    );
    // And a new process finds the saved complete baseline in the store.
    const later = withEvents(cfg);
    expect((await runSimulationSegment(richInput, later.runtime.worker)).baselineCacheOutcome).toBe(
      'hit',
    );
    expect(later.events.some((e) => e.kind === 'hit' && e.key !== id.precomputedStoreKey)).toBe(
      true,
    );
  });

  it('a truncated or altered artifact is detected by the store re-hash and never used', async () => {
    for (const damage of ['truncate', 'alter'] as const) {
      const cfg = { ...config, storeRoot: join(root, damage) };
      const writer = withEvents(cfg);
      await runSimulationSegment(input(writer.runtime), writer.runtime.worker);
      const saved = writer.events.find((e) => e.kind === 'saved') as { key: string };
      const path = join(cfg.storeRoot, saved.key);
      if (damage === 'truncate') await truncate(path, 100);
      else {
        const bytes = await readFile(path);
        bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0xff;
        await writeFile(path, bytes);
      }
      const reader = withEvents(cfg);
      const result = await runSimulationSegment(input(reader.runtime), reader.runtime.worker);
      expect(result.baselineCacheOutcome).toBe('miss');
      const unusable = reader.events.find((e) => e.kind === 'unusable') as
        { error: { code?: string } } | undefined;
      expect(unusable?.error.code).toBe('artifact_integrity_mismatch');
      // The recompute is right, and its save moves the damaged object under quarantine/ (never
      // overwriting it) and stores the recomputed one at the key.
      expect(compareFrames(framesOf(await fresh(reader.runtime)), framesOf(result))).toEqual([]);
      expect(reader.events.some((e) => e.kind === 'save_failed')).toBe(false);
      expect(reader.events.some((e) => e.kind === 'saved' && e.key === saved.key)).toBe(true);
      await reader.runtime.worker.store.get(saved.key);
      const kept = await reader.runtime.worker.store.list('quarantine/');
      expect(kept.filter((k) => k.endsWith(saved.key))).toHaveLength(1);
    }
  });

  it('does not qualify a single state, a reform or another dataset', async () => {
    const { runtime, events } = withEvents({ ...config, storeRoot: join(root, 'noq') });
    const state = await runSimulationSegment(
      input(runtime, { region: 'ca', segmentIndex: 0 }),
      runtime.worker,
    ).catch((e: unknown) => e);
    expect(state).toBeDefined();
    const request = {
      ...baselineRequestOf(runtime, 'us', 2026, 0, 'a'.repeat(64)),
      region: 'ca',
      segmentIndex: undefined,
    };
    expect(runtime.cache.identify({ ...request })).toHaveProperty('reason');
    expect(runtime.cache.identify({ ...request, region: 'us', dataset: 'other' })).toHaveProperty(
      'reason',
    );
    expect((await runtime.cache.lookup({ ...request })).outcome).toBe('miss');
    expect(events.some((e) => e.kind === 'not_qualifying')).toBe(true);
    const reform = await runSimulationSegment(
      input(runtime, {
        role: 'reform',
        policy: {
          reform: { 'gov.irs.credits.ctc.amount.base': { '2026-01-01.2026-12-31': 3000 } },
        },
      }),
      runtime.worker,
    );
    expect(reform.baselineCacheOutcome).toBeUndefined();
  });
});
