import { createRequire } from 'node:module';
import type * as BullMQ from 'bullmq';

let loaded: typeof BullMQ | undefined;

/**
 * BullMQ, loaded when a queue, worker or job failure is first made rather than when the dispatch
 * folder is imported: every command that runs a local pool imports this folder, and loading BullMQ
 * (a CommonJS package of many files) cost `fiscus cache precompute` and `fiscus report` about 0.15 s
 * at start. The package's `main` is CommonJS, so this is the module `import 'bullmq'` would give.
 */
export function bullmq(): typeof BullMQ {
  loaded ??= createRequire(import.meta.url)('bullmq') as typeof BullMQ;
  return loaded;
}
