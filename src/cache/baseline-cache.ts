import {
  createOutputPlan,
  missingPlanColumns,
  regionGroupId,
  type BaselineCacheOutcome,
  type OutputPlan,
  type OutputPlanEntities,
} from '../contract/index.js';
import type { Frame } from '../data/index.js';
import {
  decodeSimulationArtifact,
  encodeSimulationArtifact,
  type BaselineLookup,
  type BaselineRequest,
  type BaselineSource,
  type RegionResolver,
} from '../executor/index.js';
import type { ArtifactStore, PutResult } from '../store/index.js';
import { columnsOfFrames, projectFrames } from './frame-comparison.js';
import {
  baselineKey,
  cacheStoreKeys,
  datasetKey,
  resolveBaselineOptions,
  type BaselineScope,
  type CacheKey,
  type DatasetIdentity,
  type OptionValue,
} from './keys.js';

/** What happened in the cache, for logs and metrics. */
export type BaselineCacheEvent =
  | {
      readonly kind: BaselineCacheOutcome;
      readonly request: BaselineRequest;
      readonly key?: string;
      readonly from?: 'memory' | 'store';
    }
  | { readonly kind: 'not_qualifying'; readonly request: BaselineRequest; readonly reason: string }
  | { readonly kind: 'unusable'; readonly key: string; readonly error: unknown }
  | { readonly kind: 'saved'; readonly key: string; readonly status: PutResult['status'] }
  | { readonly kind: 'save_failed'; readonly key: string; readonly error: unknown };

/** Options of {@link createBaselineCache}. */
export interface BaselineCacheOptions {
  /** Where saves go, and (unless `sources` is given) where lookups read. */
  readonly store: ArtifactStore;
  /** Stores lookups read, in order (e.g. a pulled release, then the store). Default `[store]`. */
  readonly sources?: readonly ArtifactStore[];
  /** The default dataset: only baselines on it qualify. */
  readonly dataset: DatasetIdentity;
  /** The states of regions and segments (the executor's resolver). */
  readonly regions: RegionResolver;
  /** The columns precomputed baselines hold (the widest plan the reports read). */
  readonly columns: OutputPlan | OutputPlanEntities;
  /** Explicit options of the computation (resolved against `optionDefaults`). */
  readonly options?: Readonly<Record<string, OptionValue>>;
  readonly optionDefaults?: Readonly<Record<string, OptionValue>>;
  /** Loaded baselines kept in memory (default 64; least recently used leave first). */
  readonly memoryEntries?: number;
  readonly onEvent?: (event: BaselineCacheEvent) => void;
}

/** A qualifying request's identity in the cache. */
export interface BaselineIdentity {
  readonly scope: BaselineScope;
  readonly datasetKey: CacheKey;
  /** The key of the precomputed column set. */
  readonly precomputed: CacheKey;
  /** Store key of the precomputed artifact. */
  readonly precomputedStoreKey: string;
}

/** The runtime reader and writer of cached baselines: the executor's {@link BaselineSource} and a little more. */
export interface BaselineCache extends BaselineSource {
  /** `lookup`, optionally skipping memory (`useMemory: false`: the store must hold the artifact — the precompute and the gate read this way). */
  lookup(
    request: BaselineRequest,
    options?: { readonly useMemory?: boolean },
  ): Promise<BaselineLookup>;
  /** The identity of a request, or why it does not qualify (current law is the caller's check). */
  identify(request: BaselineRequest): BaselineIdentity | { readonly reason: string };
  /** The key and store key of a request's baseline holding `columns`. */
  keyFor(
    request: BaselineRequest,
    columns: OutputPlanEntities,
  ): { readonly key: CacheKey; readonly storeKey: string } | undefined;
  /**
   * What `save` does, with its result: the store key written and the put's status (`created`,
   * `present`), or the error that kept it from being stored; `undefined` for a request that does
   * not qualify.
   */
  saveFrames(
    request: BaselineRequest,
    frames: Readonly<Record<string, Frame>>,
  ): Promise<SaveResult | undefined>;
  /** Drops every loaded baseline from memory. */
  clear(): void;
  /** Number of baselines in memory. */
  readonly memorySize: number;
}

/** What {@link BaselineCache.saveFrames} did. */
export type SaveResult =
  | { readonly storeKey: string; readonly status: PutResult['status'] }
  | { readonly storeKey: string; readonly error: unknown };

interface MemoryEntry {
  readonly key: string;
  readonly frames: Readonly<Record<string, Frame>>;
  readonly columns: Record<string, string[]>;
}

function isEmpty(record: Record<string, unknown>): boolean {
  return Object.keys(record).length === 0;
}

/**
 * Creates the baseline cache (DESIGN.md §11). A request qualifies when it is on the default
 * dataset and national, a segment of a national run, or a region group (the caller asks only for
 * current law). `lookup` reads memory, then the precomputed artifact, then an artifact saved by an
 * earlier recompute with exactly the request's columns; each store read re-hashes the bytes, and
 * an altered or truncated artifact is reported (`unusable`) and never used. An artifact is used
 * only when it holds every planned column (`hit`, frames projected to the plan); one that lacks a
 * column makes the outcome `incomplete`, none `miss`. `save` stores recomputed frames write-once
 * under their own columns' key and replaces the scope's memory entry, so a recompute supersedes
 * what was loaded. A failing save never fails the simulation: it is reported as `save_failed`.
 */
export function createBaselineCache(options: BaselineCacheOptions): BaselineCache {
  const sources = options.sources ?? [options.store];
  const columns =
    'sha256' in options.columns
      ? (options.columns as OutputPlan).entities
      : createOutputPlan(options.columns as OutputPlanEntities).entities;
  const resolved = resolveBaselineOptions(options.options ?? {}, options.optionDefaults ?? {});
  const capacity = options.memoryEntries ?? 64;
  const memory = new Map<string, MemoryEntry>();
  const emit = (event: BaselineCacheEvent): void => options.onEvent?.(event);

  const scopeOf = (request: BaselineRequest): BaselineScope | string => {
    if (request.dataset !== options.dataset.name)
      return `dataset ${request.dataset} is not the default dataset ${options.dataset.name}`;
    const kind = options.regions.kindOf(request.country, request.region);
    if (request.segmentIndex !== undefined) {
      if (kind !== 'national') return `segment ${request.segmentIndex} of a ${String(kind)} region`;
      return {
        key: regionGroupId(request.segmentIndex),
        states: options.regions.segmentStates(request.country, request.segmentIndex),
      };
    }
    if (kind === 'national') return { key: 'national', states: [] };
    if (kind === 'region_group')
      return {
        key: request.region,
        states: options.regions.statesOf(request.country, request.region) ?? [],
      };
    return `region ${request.region} is ${kind === 'state' ? 'a single state' : 'not a cacheable region'}`;
  };

  const keyOf = (
    request: BaselineRequest,
    scope: BaselineScope,
    ds: CacheKey,
    cols: OutputPlanEntities,
  ): { key: CacheKey; storeKey: string } => {
    const key = baselineKey({
      country: request.country,
      region: request.region,
      scope,
      datasetKey: ds.digest,
      datasetDigest: request.datasetDigest,
      modelVersion: request.modelVersion,
      systemHash: request.systemHash,
      columns: cols,
      options: resolved,
    });
    return { key, storeKey: cacheStoreKeys.baseline(request.country, ds.digest, key) };
  };

  const identify = (request: BaselineRequest): BaselineIdentity | { reason: string } => {
    const scope = scopeOf(request);
    if (typeof scope === 'string') return { reason: scope };
    const ds = datasetKey({
      ...options.dataset,
      country: request.country,
      year: request.year,
      modelVersion: request.modelVersion,
    });
    const { key, storeKey } = keyOf(request, scope, ds, columns);
    return { scope, datasetKey: ds, precomputed: key, precomputedStoreKey: storeKey };
  };

  const remember = (scopeKey: string, entry: MemoryEntry): void => {
    memory.delete(scopeKey);
    memory.set(scopeKey, entry);
    while (memory.size > capacity) memory.delete(memory.keys().next().value as string);
  };

  const load = async (storeKey: string): Promise<Readonly<Record<string, Frame>> | undefined> => {
    for (const source of sources) {
      if (!(await source.has(storeKey))) continue;
      try {
        return decodeSimulationArtifact(await source.get(storeKey));
      } catch (error) {
        emit({ kind: 'unusable', key: storeKey, error });
      }
    }
    return undefined;
  };

  const cache: BaselineCache = {
    identify,
    keyFor(request, cols) {
      const id = identify(request);
      if ('reason' in id) return undefined;
      return keyOf(request, id.scope, id.datasetKey, createOutputPlan(cols).entities);
    },
    async lookup(
      request: BaselineRequest,
      lookupOptions?: { readonly useMemory?: boolean },
    ): Promise<BaselineLookup> {
      const id = identify(request);
      if ('reason' in id) {
        emit({ kind: 'not_qualifying', request, reason: id.reason });
        return { outcome: 'miss' };
      }
      const plan = request.outputPlan.entities;
      const scopeKey = id.precomputed.digest;
      const held = lookupOptions?.useMemory === false ? undefined : memory.get(scopeKey);
      if (held !== undefined && isEmpty(missingPlanColumns(request.outputPlan, held.columns))) {
        remember(scopeKey, held);
        emit({ kind: 'hit', request, key: held.key, from: 'memory' });
        return { outcome: 'hit', frames: projectFrames(held.frames, plan) };
      }
      const exact = keyOf(request, id.scope, id.datasetKey, plan).storeKey;
      let incomplete = false;
      for (const storeKey of exact === id.precomputedStoreKey
        ? [exact]
        : [id.precomputedStoreKey, exact]) {
        const frames = await load(storeKey);
        if (frames === undefined) continue;
        const have = columnsOfFrames(frames);
        if (!isEmpty(missingPlanColumns(request.outputPlan, have))) {
          incomplete = true;
          continue;
        }
        remember(scopeKey, { key: storeKey, frames, columns: have });
        emit({ kind: 'hit', request, key: storeKey, from: 'store' });
        return { outcome: 'hit', frames: projectFrames(frames, plan) };
      }
      const outcome = incomplete ? 'incomplete' : 'miss';
      emit({ kind: outcome, request, key: id.precomputedStoreKey });
      return { outcome };
    },
    async saveFrames(request, frames) {
      const id = identify(request);
      if ('reason' in id) return undefined;
      const have = columnsOfFrames(frames);
      const { storeKey } = keyOf(request, id.scope, id.datasetKey, have);
      // The recompute supersedes whatever the scope held in memory (an incomplete artifact).
      remember(id.precomputed.digest, { key: storeKey, frames, columns: have });
      try {
        const put = await options.store.put(storeKey, encodeSimulationArtifact(frames));
        emit({ kind: 'saved', key: storeKey, status: put.status });
        return { storeKey, status: put.status };
      } catch (error) {
        emit({ kind: 'save_failed', key: storeKey, error });
        return { storeKey, error };
      }
    },
    async save(request, frames) {
      await cache.saveFrames(request, frames);
    },
    clear() {
      memory.clear();
    },
    get memorySize() {
      return memory.size;
    },
  };
  return cache;
}
