// Entry module of every LocalDispatcher pool thread. Worker threads on Node 20 do not inherit the
// main thread's TypeScript loader (neither tsx's hooks nor `--import tsx` in execArgv reach them),
// so each thread registers tsx's ESM hooks itself before importing the TypeScript task runner
// and, through it, the tasks module. Plain JavaScript on purpose: it runs before TypeScript can.
import { register } from 'tsx/esm/api';

register();
const runner = await import('./run-task.js');

/** Piscina's task function (selected by name): runs one call. */
export const runTask = runner.runTask;
