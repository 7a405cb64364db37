/**
 * The executor's tasks module, loaded by the dispatch backends (local worker threads and
 * `fiscus worker` processes): `simulate` and `simulate-segment` over the default runtime, whose
 * configuration arrives in each payload.
 */
import { createDefaultRuntime, type DefaultRuntimeConfig } from './default-runtime.js';
import { createSimulationTasks } from './simulation-tasks.js';

/** The tasks, by name. */
export const tasks = createSimulationTasks<DefaultRuntimeConfig>(createDefaultRuntime);
