/**
 * The tasks module of the cache over the US runtime: the executor's `simulate` and
 * `simulate-segment` (with the cache as baseline source) and the cache's precompute tasks, one
 * runtime per configuration for the life of the thread or process.
 */
import { canonicalJson } from '../contract/index.js';
import type { TaskFunction } from '../dispatch/index.js';
import { createSimulationTasks, createUsModelSource } from '../executor/index.js';
import type { CacheRuntime } from './cache-runtime.js';
import { createCacheTasks } from './cache-tasks.js';
import { createUsCacheRuntime, type UsCacheConfig } from './us-cache-runtime.js';

const runtimes = new Map<string, CacheRuntime>();
// One US model per thread, whatever the configuration.
const models = createUsModelSource();
function runtimeOf(config: UsCacheConfig): CacheRuntime {
  const id = canonicalJson(config);
  let runtime = runtimes.get(id);
  if (runtime === undefined) {
    runtime = createUsCacheRuntime(config, { models });
    runtimes.set(id, runtime);
  }
  return runtime;
}

/** The tasks, by name. */
export const tasks: Record<string, TaskFunction> = {
  ...createSimulationTasks<UsCacheConfig>((config) => runtimeOf(config).worker),
  ...createCacheTasks<UsCacheConfig>(runtimeOf),
};
