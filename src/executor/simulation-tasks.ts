import { canonicalJson } from '../contract/index.js';
import type { TaskContext, TaskFunction } from '../dispatch/index.js';
import { runSimulation, runSimulationSegment, type WorkerRuntime } from './run-simulation.js';
import { SIMULATION_TASKS } from './segment-fanout.js';

/**
 * The payload of the executor's tasks: the simulation input (validated by the worker) and the
 * runtime configuration the worker builds its store, model and dataset sources from. Both are
 * JSON: they cross threads and Redis. Configuration travels in the payload because tasks run in
 * threads and processes that read no configuration of their own.
 */
export interface SimulationTaskPayload<C> {
  readonly input: unknown;
  readonly config: C;
}

/**
 * Builds the executor's tasks — `simulate` (one whole simulation, writes its artifacts) and
 * `simulate-segment` (one segment, returns its frames) — over a runtime factory. Runtimes are
 * built once per distinct configuration and kept for the life of the thread or process, so the
 * model and datasets load once per worker; each call gets the runtime with its own `AbortSignal`.
 */
export function createSimulationTasks<C>(
  runtimeOf: (config: C) => WorkerRuntime,
): Record<string, TaskFunction> {
  const runtimes = new Map<string, WorkerRuntime>();
  const runtimeFor = (config: C, context: TaskContext): WorkerRuntime => {
    const key = canonicalJson(config ?? null);
    let runtime = runtimes.get(key);
    if (runtime === undefined) {
      runtime = runtimeOf(config);
      runtimes.set(key, runtime);
    }
    return { ...runtime, signal: context.signal };
  };
  return {
    [SIMULATION_TASKS.simulate]: (payload: SimulationTaskPayload<C>, context: TaskContext) =>
      runSimulation(payload.input, runtimeFor(payload.config, context)),
    [SIMULATION_TASKS.simulateSegment]: (payload: SimulationTaskPayload<C>, context: TaskContext) =>
      runSimulationSegment(payload.input, runtimeFor(payload.config, context)),
  };
}
