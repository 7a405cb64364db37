/**
 * A `fiscus worker`-like process for the stalled-job test: runs `runWorkerProcess` with the
 * options given as JSON in argv[2] and prints each lifecycle line on stdout.
 */
import { runWorkerProcess } from '../../src/dispatch/index.js';
import type { WorkerProcessOptions } from '../../src/dispatch/index.js';

const options = JSON.parse(process.argv[2] ?? '{}') as Omit<WorkerProcessOptions, 'tasksModule'>;
const exit = await runWorkerProcess({
  ...options,
  tasksModule: new URL('./tasks.ts', import.meta.url),
  log: (line) => process.stdout.write(`${line}\n`),
});
if (exit === 'forced') process.exit(130);
