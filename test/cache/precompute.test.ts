import { mkdtemp, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalDispatcher, type Dispatcher } from '../../src/dispatch/index.js';
import { encodeSimulationArtifact, decodeSimulationArtifact } from '../../src/executor/index.js';
import { artifactKeys } from '../../src/store/index.js';
import { createOutputPlan } from '../../src/contract/index.js';
import {
  coordinateReport,
  createSimulationLauncher,
  type SimulationOutcome,
} from '../../src/executor/index.js';
import {
  MemoryTelemetrySink,
  createFailureReporter,
  createLogger,
  createTracer,
} from '../../src/telemetry/index.js';
import {
  createMiniSystem,
  MINI_MODEL_VERSION,
  miniCountries,
} from '../executor/fixtures/mini-us-model.js';
import {
  CacheError,
  deployManifest,
  baselineRequestOf,
  loadDatasetArtifact,
  openRelease,
  openReleaseSync,
  publishManifest,
  pullRelease,
  readDeploymentMarker,
  readDeterminismRecord,
  readManifest,
  runPrecompute,
  verifyManifestInStore,
  verifyRelease,
  type BaselineCacheEvent,
  type PrecomputeResult,
} from '../../src/cache/index.js';
import { createMiniCacheRuntime, type MiniCacheConfig } from './fixtures/mini-cache.js';

const TASKS = new URL('./fixtures/mini-cache-tasks.ts', import.meta.url);
const YEARS = [2025, 2026];
let root: string;
let dispatcher: Dispatcher;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiscus-precompute-'));
  dispatcher = createLocalDispatcher({ tasksModule: TASKS, threads: 1, abortGraceMs: 200 });
}, 240_000);
afterAll(async () => {
  await dispatcher.close();
  await rm(root, { recursive: true, force: true });
});

function precompute(config: MiniCacheConfig, log?: string[]): Promise<PrecomputeResult> {
  return runPrecompute({
    dispatcher,
    config,
    runtime: createMiniCacheRuntime(config),
    country: 'us',
    years: YEARS,
    ...(log === undefined ? {} : { log: (l: string) => log.push(l) }),
  });
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('precompute', () => {
  it('computes only the misses, gates, publishes; a second run computes nothing and publishes the same digest', async () => {
    const config = { storeRoot: join(root, 'a'), households: 300 };
    const first = await precompute(config);
    expect(first.datasets).toHaveLength(2);
    expect(first.baselines).toHaveLength(8);
    expect(first.builtDatasets).toHaveLength(2);
    expect(first.computedBaselines.map((c) => c.status)).toEqual(Array(8).fill('created'));
    expect(first.computedBaselines.map((c) => c.outcome)).toEqual(Array(8).fill('miss'));
    expect(first.gate?.status).toBe('passed');
    const runtime = createMiniCacheRuntime(config);
    expect(await readDeterminismRecord(runtime.worker.store, 'us', first.subject)).toMatchObject({
      status: 'passed',
    });
    expect(await runtime.worker.store.has(artifactKeys.manifest(first.manifest.digest))).toBe(true);
    expect(await runtime.worker.store.has(artifactKeys.manifest(first.manifest.compat['1']))).toBe(
      true,
    );

    const log: string[] = [];
    const second = await precompute(config, log);
    expect(second.builtDatasets).toEqual([]);
    expect(second.computedBaselines).toEqual([]);
    expect(second.gate).toBeUndefined();
    expect(second.baselines.every((b) => b.present)).toBe(true);
    expect(second.manifest.digest).toBe(first.manifest.digest);
    expect(Object.values(second.manifest.statuses)).toEqual(['present', 'present']);
  }, 240_000);

  it('two concurrent runs of the same plan lose nothing and create each object once', async () => {
    const config = { storeRoot: join(root, 'b'), households: 300 };
    const [a, b] = await Promise.all([precompute(config), precompute(config)]);
    expect(a.manifest.digest).toBe(b.manifest.digest);
    const created = new Map<string, number>();
    const count = (key: string, status: string | undefined) =>
      created.set(key, (created.get(key) ?? 0) + (status === 'created' ? 1 : 0));
    for (const run of [a, b]) {
      for (const built of run.builtDatasets)
        for (const put of built.puts) count(put.key, put.status);
      for (const c of run.computedBaselines) count(c.storeKey, c.status);
    }
    const store = createMiniCacheRuntime(config).worker.store;
    const keys = [
      ...a.baselines.map((e) => e.storeKey),
      ...a.builtDatasets.flatMap((d) => d.puts.map((p) => p.key)),
      ...b.builtDatasets.flatMap((d) => d.puts.map((p) => p.key)),
    ];
    expect(keys.length).toBeGreaterThan(8);
    for (const key of new Set(keys)) {
      expect(created.get(key) ?? 0, key).toBeLessThanOrEqual(1);
      expect(await store.has(key), key).toBe(true);
    }
    // Every baseline computed by either run was created by exactly one of them.
    for (const key of a.baselines.map((e) => e.storeKey))
      if (created.has(key)) expect(created.get(key)).toBe(1);
  });

  it('a failed gate is recorded and cannot be skipped by running again; publishing refuses; deletion heals', async () => {
    const config = { storeRoot: join(root, 'c'), households: 300 };
    const good = await precompute(config);
    const runtime = createMiniCacheRuntime(config);
    const store = runtime.worker.store;
    // Baselines whose stored bytes are wrong but internally consistent (e.g. computed by a broken build).
    for (const victim of good.baselines) {
      const frames = decodeSimulationArtifact(await store.get(victim.storeKey));
      const household = frames['household']!;
      const wrong = {
        ...frames,
        household: {
          ...household,
          columns: household.columns.map((c) =>
            c.name === 'household_net_income'
              ? { ...c, values: (c.values as Float64Array).map((v) => v + 1) }
              : c,
          ),
        },
      };
      await store.delete(victim.storeKey);
      await store.put(victim.storeKey, encodeSimulationArtifact(wrong));
    }

    expect(await codeOf(precompute(config))).toBe('determinism_gate_failed');
    expect(await codeOf(precompute(config))).toBe('determinism_gate_failed');
    const subjects = (await store.list('determinism/us/')).length;
    expect(subjects).toBe(2);
    const failedRun = await codeOf(
      publishManifest({
        store,
        country: 'us',
        modelVersion: 'x',
        systemHash: 'a'.repeat(64),
        datasets: good.datasets,
        baselines: [],
        subject: 'f'.repeat(64),
      }),
    );
    expect(failedRun).toBe('determinism_not_recorded');

    for (const victim of good.baselines) await store.delete(victim.storeKey);
    const healed = await precompute(config);
    expect(healed.computedBaselines).toHaveLength(good.baselines.length);
    expect(healed.gate?.status).toBe('passed');
    expect(healed.manifest.digest).toBe(good.manifest.digest);
  });

  it('refuses to plan baselines before their datasets exist', async () => {
    const config = { storeRoot: join(root, 'd'), households: 300 };
    const { planBaselines, planDatasets } = await import('../../src/cache/index.js');
    const runtime = createMiniCacheRuntime(config);
    const datasets = await planDatasets(runtime, 'us', [2026]);
    expect(datasets[0]?.present).toBe(false);
    await expect(
      planBaselines(runtime, datasets, { modelVersion: 'm', systemHash: 'a'.repeat(64) }),
    ).rejects.toBeInstanceOf(CacheError);
  });
});

describe('reports over the cache', () => {
  const model = { version: MINI_MODEL_VERSION, system: createMiniSystem() };
  const sink = new MemoryTelemetrySink();
  const logger = createLogger({ level: 'silent' });
  const deps = (config: MiniCacheConfig) => {
    const runtime = createMiniCacheRuntime(config);
    return {
      store: runtime.worker.store,
      launcher: createSimulationLauncher({
        dispatcher,
        config,
        runtime: runtime.worker,
        intervalsMs: [10, 20, 50],
      }),
      countries: miniCountries(model),
      logger,
      tracer: createTracer({ sink }),
      failures: createFailureReporter({ logger, sink }),
      waitWindowMs: 120_000,
      observeIntervalsMs: [10, 20, 50],
    };
  };
  const request = (reportId: string) => ({
    country: 'us' as const,
    year: 2026,
    region: 'us',
    dataset: 'mini',
    reformPolicy: {
      reform: { 'gov.irs.credits.ctc.amount.base': { '2026-01-01.2026-12-31': 3_000 } },
    },
    delivery: { mode: 'return' as const },
    reportId,
    correlationId: `${reportId}-c`,
  });

  it('the precomputed baselines are the ones a report looks for (writer key = reader key), and a cached report has the digest of a fresh one', async () => {
    const warm = { storeRoot: join(root, 'report-warm'), households: 300 };
    await precompute(warm);
    const launcher = deps(warm).launcher;
    const input = {
      role: 'baseline' as const,
      country: 'us' as const,
      year: 2026,
      region: 'us',
      dataset: 'mini',
      policy: 'current-law' as const,
      outputPlan: createMiniCacheRuntime(warm).columns,
      deliveryMode: 'return' as const,
      reportId: 'probe',
      correlationId: 'probe',
    };
    const outcome: SimulationOutcome = await (
      await launcher.launch(input, { segmented: true })
    ).result();
    expect(outcome.baselineCacheOutcome).toBe('hit');

    const cached = await coordinateReport(request('cached'), deps(warm));
    const fresh = await coordinateReport(
      request('fresh'),
      deps({ storeRoot: join(root, 'report-cold'), households: 300 }),
    );
    if (cached.kind !== 'completed' || fresh.kind !== 'completed')
      throw new Error('reports did not complete');
    expect(cached.result.reportAggregateSha256).toBe(fresh.result.reportAggregateSha256);
    expect(cached.result.artifacts.baseline.sha256).toBe(fresh.result.artifacts.baseline.sha256);
    const narrow = createOutputPlan({ household: ['household_id', 'household_weight'] });
    expect(
      (
        await (
          await launcher.launch({ ...input, outputPlan: narrow }, { segmented: true })
        ).result()
      ).baselineCacheOutcome,
    ).toBe('hit');
  }, 240_000);
});

describe('releases: pull, verify, open, deploy', () => {
  it('pulls a manifest into a directory, validates it, serves from it, and refuses a damaged release', async () => {
    const config = { storeRoot: join(root, 'release-src'), households: 300 };
    const done = await precompute(config);
    const store = createMiniCacheRuntime(config).worker.store;
    const into = join(root, 'release-dir');
    const manifest = await pullRelease(store, done.manifest.digest, into);
    expect(manifest.artifacts.length).toBe(1 + done.baselines.length + done.datasets.length * 7);
    expect(
      (await readdir(into, { recursive: true })).filter((f) => String(f).endsWith('.partial')),
    ).toEqual([]);
    expect((await verifyRelease(into, done.manifest.digest)).problems).toEqual([]);

    // A worker with an empty store serves baselines from the release.
    const release = await openRelease(into, done.manifest.digest);
    expect(openReleaseSync(into, done.manifest.digest).manifest.digest).toBe(done.manifest.digest);
    const events: BaselineCacheEvent[] = [];
    const worker = createMiniCacheRuntime(
      { storeRoot: join(root, 'release-worker'), households: 300 },
      { readFirst: [release], onEvent: (e) => events.push(e) },
    );
    const entry = done.baselines[0]!;
    // The request a worker thread makes (rules digest as the workers compute it: see ModelBundleIdentity).
    const request = baselineRequestOf(
      worker,
      'us',
      entry.year,
      entry.segmentIndex,
      entry.datasetDigest,
      { modelVersion: entry.modelVersion, systemHash: entry.systemHash },
    );
    expect((await worker.cache.lookup(request)).outcome).toBe('hit');
    expect(await loadDatasetArtifact(release, 'us', entry.datasetKey)).toMatchObject({
      digest: entry.datasetDigest,
    });
    expect(events.some((e) => e.kind === 'hit' && e.from === 'store')).toBe(true);

    // Damage one file: verification names it and a worker refuses the release.
    const damaged = join(into, ...entry.storeKey.split('/'));
    await writeFile(damaged, 'not a parquet file');
    expect((await verifyRelease(into, done.manifest.digest)).problems.map((p) => p.key)).toEqual([
      entry.storeKey,
    ]);
    await expect(openRelease(into, done.manifest.digest)).rejects.toMatchObject({
      code: 'release_invalid',
    });
    // A worker configured with the release refuses to build its runtime, so it serves nothing.
    expect(() => openReleaseSync(into, done.manifest.digest)).toThrow(/does not validate/);
    // Pulling again repairs it (the download lands as .partial and is renamed when whole).
    await pullRelease(store, done.manifest.digest, into);
    expect((await verifyRelease(into, done.manifest.digest)).problems).toEqual([]);
    // A damaged manifest never validates.
    await writeFile(join(into, 'manifests', `${done.manifest.digest}.json`), '{}');
    await expect(openRelease(into, done.manifest.digest)).rejects.toMatchObject({
      code: 'release_invalid',
    });
  }, 120_000);

  it('deploy markers are the one overwritten object; a manifest that does not validate is not deployed', async () => {
    const config = { storeRoot: join(root, 'release-src'), households: 300 };
    const done = await precompute(config);
    const store = createMiniCacheRuntime(config).worker.store;
    const v1 = done.manifest.compat['1'];
    expect((await deployManifest(store, v1, 'prod')).manifests).toEqual({ '1': v1 });
    const marker = await deployManifest(store, done.manifest.digest, 'prod');
    expect(marker).toMatchObject({
      manifestDigest: v1,
      manifests: { '1': v1, '2': done.manifest.digest },
    });
    expect(await readDeploymentMarker(store, 'prod')).toEqual(marker);
    expect(
      await verifyManifestInStore(store, await readManifest(store, done.manifest.digest)),
    ).toEqual([]);

    await truncate(join(config.storeRoot, ...done.baselines[1]!.storeKey.split('/')), 10);
    expect(
      (await verifyManifestInStore(store, await readManifest(store, done.manifest.digest))).map(
        (p) => p.key,
      ),
    ).toEqual([done.baselines[1]!.storeKey]);
    await expect(deployManifest(store, done.manifest.digest, 'staging')).rejects.toMatchObject({
      code: 'release_invalid',
    });
    expect(await readDeploymentMarker(store, 'staging')).toBeUndefined();
  }, 120_000);
});

describe('fiscus cache verify | pull | deploy (CLI)', () => {
  async function cli(args: string[]): Promise<{ out: string; err: string; code: number }> {
    const { Command } = await import('commander');
    const { registerCacheCommands } = await import('../../src/cli/commands/cache.js');
    const program = new Command().exitOverride();
    registerCacheCommands(program);
    let out = '';
    let err = '';
    const write =
      (sink: 'out' | 'err') =>
      (chunk: string | Uint8Array): boolean => {
        if (sink === 'out') out += String(chunk);
        else err += String(chunk);
        return true;
      };
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(write('out') as never);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(write('err') as never);
    const before = process.exitCode;
    try {
      await program.parseAsync(['node', 'fiscus', ...args]);
      return { out, err, code: Number(process.exitCode ?? 0) };
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
      process.exitCode = before;
    }
  }

  it('verifies, pulls and deploys a precomputed manifest, and fails on a damaged one', async () => {
    const config = { storeRoot: join(root, 'cli'), households: 300 };
    const done = await precompute(config);
    const digest = done.manifest.digest;
    const verified = await cli(['cache', 'verify', '--store', config.storeRoot]);
    expect(verified.code).toBe(0);
    expect(verified.out).toContain(`${digest}: valid`);
    const into = join(root, 'cli-pulled');
    expect(
      (await cli(['cache', 'pull', digest, '--into', into, '--store', config.storeRoot])).code,
    ).toBe(0);
    expect((await cli(['cache', 'verify', digest, '--dir', into])).out).toContain('valid');
    expect(
      (await cli(['cache', 'deploy', digest, '--env', 'prod', '--store', config.storeRoot])).code,
    ).toBe(0);
    await truncate(join(config.storeRoot, ...done.baselines[0]!.storeKey.split('/')), 5);
    const bad = await cli(['cache', 'verify', digest, '--store', config.storeRoot]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(done.baselines[0]!.storeKey);
    const refused = await cli([
      'cache',
      'deploy',
      digest,
      '--env',
      'prod',
      '--store',
      config.storeRoot,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('release_invalid');
  }, 120_000);
});
