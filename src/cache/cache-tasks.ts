import { canonicalJson, type BaselineCacheOutcome } from '../contract/index.js';
import {
  transferListOf,
  withTransfer,
  type TaskContext,
  type TaskFunction,
} from '../dispatch/index.js';
import { runSimulationSegment, type BaselineSource, type WireFrame } from '../executor/index.js';
import type { PutResult } from '../store/index.js';
import { CacheCode, CacheError } from './cache-error.js';
import type { CacheRuntime } from './cache-runtime.js';
import { storeDatasetArtifact } from './dataset-artifact.js';
import {
  bundleOf,
  segmentInputOf,
  type BaselinePlanEntry,
  type DatasetPlanEntry,
  type ModelBundleIdentity,
} from './precompute-plan.js';

/** Task names of the cache's tasks module. */
export const CACHE_TASKS = {
  buildDataset: 'cache-build-dataset',
  computeBaseline: 'cache-compute-baseline',
  gateRun: 'cache-gate-run',
  identity: 'cache-identity',
} as const;

/** Payload of {@link CACHE_TASKS.identity}. */
export interface IdentityPayload<C> {
  readonly config: C;
  readonly country: string;
}

/** Payload of {@link CACHE_TASKS.buildDataset}. */
export interface BuildDatasetPayload<C> {
  readonly config: C;
  readonly entry: DatasetPlanEntry;
}
/** Result of {@link CACHE_TASKS.buildDataset}: the dataset's content digest and each put's status. */
export interface BuildDatasetResult {
  readonly datasetDigest: string;
  readonly puts: readonly Pick<PutResult, 'key' | 'status' | 'sha256' | 'size'>[];
}

/** Payload of {@link CACHE_TASKS.computeBaseline}. */
export interface ComputeBaselinePayload<C> {
  readonly config: C;
  readonly entry: BaselinePlanEntry;
}
/** Result of {@link CACHE_TASKS.computeBaseline}: the cache outcome the worker saw and the save's status. */
export interface ComputeBaselineResult {
  readonly storeKey: string;
  readonly outcome: BaselineCacheOutcome;
  /** Status of the write-once save; absent when the worker hit (another run stored it first). */
  readonly status?: PutResult['status'];
}

/** Payload of {@link CACHE_TASKS.gateRun}: `cached` loads through the cache (no saves), `fresh` computes without it. */
export interface GateRunPayload<C> {
  readonly config: C;
  readonly entry: BaselinePlanEntry;
  readonly mode: 'cached' | 'fresh';
}
/** Result of {@link CACHE_TASKS.gateRun}. */
export interface GateRunResult {
  readonly outcome?: BaselineCacheOutcome;
  readonly frames: readonly WireFrame[];
}

/**
 * Builds the cache's tasks over a runtime factory (one runtime per distinct configuration, kept
 * for the thread's life): building a dataset artifact, computing one baseline through the
 * executor's own segment worker (`runSimulationSegment` on the synthetic segment input, the
 * cache as its baseline source, so the worker's save writes the artifact under the key a report
 * looks for — checked against the planned key), and the two runs of the determinism gate.
 */
export function createCacheTasks<C>(
  runtimeOf: (config: C) => CacheRuntime,
): Record<string, TaskFunction> {
  const runtimes = new Map<string, CacheRuntime>();
  const runtimeFor = (config: C): CacheRuntime => {
    const id = canonicalJson(config ?? null);
    let runtime = runtimes.get(id);
    if (runtime === undefined) {
      runtime = runtimeOf(config);
      runtimes.set(id, runtime);
    }
    return runtime;
  };
  return {
    async [CACHE_TASKS.identity](payload: IdentityPayload<C>): Promise<ModelBundleIdentity> {
      return bundleOf(runtimeFor(payload.config), payload.country);
    },
    async [CACHE_TASKS.buildDataset](payload: BuildDatasetPayload<C>): Promise<BuildDatasetResult> {
      const runtime = runtimeFor(payload.config);
      const { entry } = payload;
      const dataset = runtime.dataset.build(entry.year);
      const stored = await storeDatasetArtifact(runtime.worker.store, entry.key, dataset);
      return {
        datasetDigest: stored.datasetDigest,
        puts: stored.puts.map(({ key, status, sha256, size }) => ({ key, status, sha256, size })),
      };
    },
    async [CACHE_TASKS.computeBaseline](
      payload: ComputeBaselinePayload<C>,
      context: TaskContext,
    ): Promise<ComputeBaselineResult> {
      const runtime = runtimeFor(payload.config);
      const { entry } = payload;
      const saves: { key: string; status: PutResult['status'] }[] = [];
      const cache = runtime.cache;
      const recording: BaselineSource = {
        // The store must hold the artifact: a frame this thread remembers does not count.
        lookup: (request) => cache.lookup(request, { useMemory: false }),
        async save(request, frames) {
          const saved = await cache.saveFrames(request, frames);
          if (saved === undefined) return;
          if ('error' in saved) throw saved.error;
          saves.push({ key: saved.storeKey, status: saved.status });
        },
      };
      const result = await runSimulationSegment(segmentInputOf(runtime, entry), {
        ...runtime.worker,
        baselineSource: recording,
        signal: context.signal,
      });
      const outcome = result.baselineCacheOutcome ?? 'miss';
      const wrong = saves.find((s) => s.key !== entry.storeKey);
      if (wrong !== undefined || !(await runtime.worker.store.has(entry.storeKey))) {
        throw new CacheError(
          CacheCode.baselineKeyMismatch,
          `the worker stored ${wrong?.key ?? 'nothing'}, the plan expects ${entry.storeKey}: writer and reader keys disagree`,
          { planned: entry.storeKey, ...(wrong === undefined ? {} : { stored: wrong.key }) },
        );
      }
      return {
        storeKey: entry.storeKey,
        outcome,
        ...(saves.length > 0 ? { status: saves[0]!.status } : {}),
      };
    },
    async [CACHE_TASKS.gateRun](
      payload: GateRunPayload<C>,
      context: TaskContext,
    ): Promise<GateRunResult> {
      const runtime = runtimeFor(payload.config);
      const input = segmentInputOf(runtime, payload.entry);
      if (payload.mode === 'fresh') {
        const { baselineSource: _ignored, ...fresh } = runtime.worker;
        const result = await runSimulationSegment(input, { ...fresh, signal: context.signal });
        return withTransfer({ frames: result.frames }, transferListOf(result));
      }
      // A cached run must be served by the stored artifact: reads only, never a save, and a fresh
      // load from the store rather than a frame this thread computed earlier.
      const readOnly: BaselineSource = {
        lookup: (request) => runtime.cache.lookup(request, { useMemory: false }),
      };
      const result = await runSimulationSegment(input, {
        ...runtime.worker,
        baselineSource: readOnly,
        signal: context.signal,
      });
      return withTransfer(
        { outcome: result.baselineCacheOutcome ?? 'miss', frames: result.frames },
        transferListOf(result),
      );
    },
  };
}
