import { sha256Hex } from '../contract/index.js';
import type { Call, Dispatcher } from '../dispatch/index.js';
import { CacheCode, CacheError } from './cache-error.js';
import type { CacheRuntime } from './cache-runtime.js';
import {
  CACHE_TASKS,
  type IdentityPayload,
  type BuildDatasetPayload,
  type BuildDatasetResult,
  type ComputeBaselinePayload,
  type ComputeBaselineResult,
} from './cache-tasks.js';
import {
  determinismSubject,
  readDeterminismRecord,
  runDeterminismGate,
  type DeterminismRecord,
  type StoredBaseline,
} from './determinism-gate.js';
import {
  bundleOf,
  planBaselines,
  planDatasets,
  type BaselinePlanEntry,
  type DatasetPlanEntry,
  type ModelBundleIdentity,
} from './precompute-plan.js';
import { publishManifest, type PublishedManifest } from './publish-manifest.js';

/** Options of {@link runPrecompute}. There is deliberately no "force": a bad artifact is healed by deleting it. */
export interface PrecomputeOptions<C> {
  /** Runs the cache's tasks (its tasks module is built by `createCacheTasks` over the same configuration). */
  readonly dispatcher: Dispatcher;
  /** The runtime configuration every task payload carries. */
  readonly config: C;
  /** The same runtime in this process: plans keys and reads the store. */
  readonly runtime: CacheRuntime;
  readonly country: string;
  readonly years: readonly number[];
  /** Progress lines (plan, waves, gate). */
  readonly log?: (line: string) => void;
}

/** What a precompute did. */
export interface PrecomputeResult {
  readonly datasets: readonly DatasetPlanEntry[];
  readonly baselines: readonly BaselinePlanEntry[];
  readonly builtDatasets: readonly BuildDatasetResult[];
  readonly computedBaselines: readonly ComputeBaselineResult[];
  /** The gate's record when the gate ran in this run. */
  readonly gate?: DeterminismRecord;
  readonly subject: string;
  readonly manifest: PublishedManifest;
}

async function settleAll<R>(calls: readonly Call<R>[]): Promise<R[]> {
  const results = await Promise.allSettled(calls.map((c) => c.result()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed !== undefined) {
    await Promise.allSettled(calls.map((c) => c.cancel('another precompute call failed')));
    throw failed.reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<R>).value);
}

/**
 * The precompute (DESIGN.md §11): plans every dataset (per year) and baseline (per year × region
 * group) with its key and presence; builds only the missing datasets, then computes only the
 * missing baselines — each wave in parallel through the dispatcher, each baseline by the
 * executor's own segment worker; runs the determinism gate when it computed a baseline or when no
 * record exists for these baselines (a recorded failure stops the run: running again cannot skip
 * it); and publishes the manifest, which refuses without a recorded pass. A run with nothing
 * missing computes nothing and publishes the same digest.
 */
export async function runPrecompute<C>(options: PrecomputeOptions<C>): Promise<PrecomputeResult> {
  const { runtime, dispatcher, country } = options;
  const log = options.log ?? (() => undefined);
  const store = runtime.worker.store;
  // Keys are planned with this process's bundle identity; before any baseline is computed the
  // workers' identity is confirmed (see ModelBundleIdentity) and, if it differs, the plan is
  // redone with it. A run with nothing to compute dispatches nothing at all.
  let bundle: ModelBundleIdentity = bundleOf(runtime, country);

  const datasets = await planDatasets(runtime, country, options.years);
  for (const d of datasets)
    log(`plan dataset ${d.year} ${d.key.id} ${d.present ? 'present' : 'missing'}`);
  const buildCalls = await Promise.all(
    datasets
      .filter((d) => !d.present)
      .map((entry) =>
        dispatcher.spawn<BuildDatasetPayload<C>, BuildDatasetResult>(
          CACHE_TASKS.buildDataset,
          { config: options.config, entry },
          { correlationId: `precompute-${entry.key.id}` },
        ),
      ),
  );
  const builtDatasets = await settleAll(buildCalls);
  if (builtDatasets.length > 0) log(`built ${builtDatasets.length} dataset(s)`);

  let baselines = await planBaselines(runtime, datasets, bundle);
  if (baselines.some((b) => !b.present)) {
    const workers = await (
      await dispatcher.spawn<IdentityPayload<C>, ModelBundleIdentity>(
        CACHE_TASKS.identity,
        { config: options.config, country },
        { correlationId: 'precompute-identity' },
      )
    ).result();
    if (workers.modelVersion !== bundle.modelVersion || workers.systemHash !== bundle.systemHash) {
      log(
        `the workers run rules ${workers.systemHash.slice(0, 16)}, this process ${bundle.systemHash.slice(0, 16)}: planning with the workers' identity`,
      );
      bundle = workers;
      baselines = await planBaselines(runtime, datasets, bundle);
    }
  }
  log(`model ${bundle.modelVersion}, rules ${bundle.systemHash.slice(0, 16)}`);
  const missing = baselines.filter((b) => !b.present);
  log(`plan baselines: ${baselines.length} entries, ${missing.length} missing`);
  for (const b of missing) log(`plan baseline ${b.year} ${b.scope.key} ${b.key.id} missing`);
  const computeCalls = await Promise.all(
    missing.map((entry) =>
      dispatcher.spawn<ComputeBaselinePayload<C>, ComputeBaselineResult>(
        CACHE_TASKS.computeBaseline,
        { config: options.config, entry },
        { correlationId: `precompute-${entry.key.id}` },
      ),
    ),
  );
  const computedBaselines = await settleAll(computeCalls);
  if (computedBaselines.length > 0) log(`computed ${computedBaselines.length} baseline(s)`);

  const stored: StoredBaseline[] = await Promise.all(
    baselines.map(async (entry) => {
      const bytes = await store.get(entry.storeKey);
      return { entry, sha256: sha256Hex(bytes), size: bytes.length };
    }),
  );
  const subject = determinismSubject(country, stored);
  const recorded = await readDeterminismRecord(store, country, subject);
  if (recorded?.status === 'failed') {
    throw new CacheError(
      CacheCode.determinismGateFailed,
      `the determinism gate failed for these baselines (subject ${subject}, checked ${recorded.checked.id}); delete the bad baselines (or the record, after fixing the cause) and run again`,
      { subject, mismatches: recorded.mismatches },
    );
  }
  let gate: DeterminismRecord | undefined;
  if (computedBaselines.length > 0 || recorded === undefined) {
    // Chosen by the subject, not by what this run computed, so concurrent runs check (and record) the same.
    const entry =
      baselines[Number.parseInt(subject.slice(0, 8), 16) % Math.max(1, baselines.length)];
    if (entry === undefined)
      throw new CacheError(
        CacheCode.precomputeFailed,
        'nothing to precompute: the plan has no baselines',
      );
    gate = await runDeterminismGate({
      dispatcher,
      config: options.config,
      store,
      country,
      subject,
      entry,
    });
    log(`determinism gate ${gate.status}: ${gate.checked.id} (${gate.columnsCompared} columns)`);
    if (gate.status !== 'passed') {
      throw new CacheError(
        CacheCode.determinismGateFailed,
        `the determinism gate failed: ${gate.mismatches
          .map((m) => `${m.entity}.${m.column ?? '*'}: ${m.reason}`)
          .slice(0, 3)
          .join('; ')}`,
        { subject, mismatches: gate.mismatches },
      );
    }
  }
  const manifest = await publishManifest({
    store,
    country,
    modelVersion: bundle.modelVersion,
    systemHash: bundle.systemHash,
    datasets,
    baselines: stored,
    subject,
  });
  log(`published manifest ${manifest.digest} (v1 ${manifest.compat['1']})`);
  return {
    datasets,
    baselines,
    builtDatasets,
    computedBaselines,
    ...(gate === undefined ? {} : { gate }),
    subject,
    manifest,
  };
}
