// Entry module of every LocalDispatcher pool thread. Plain JavaScript on purpose: it runs before
// TypeScript can. Compiled (dist/), the thread imports the JavaScript task runner and tasks module
// directly. From the TypeScript sources (tests, `npm run fiscus`), or for a TypeScript tasks
// module, the thread first registers tsx's ESM hooks: worker threads on Node 20 do not inherit the
// main thread's TypeScript loader (neither tsx's hooks nor `--import tsx` in execArgv reach them).
import { existsSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

const typescript =
  existsSync(new URL('./run-task.ts', import.meta.url)) ||
  /\.[cm]?ts$/.test(String(workerData?.tasksModule ?? ''));
if (typescript) (await import('tsx/esm/api')).register();
const runner = await import('./run-task.js');

/** Piscina's task function (selected by name): runs one call. */
export const runTask = runner.runTask;
