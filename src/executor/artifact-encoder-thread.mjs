// Entry module of the artifact encoder's thread (createThreadArtifactEncoder). Plain JavaScript on
// purpose, as the dispatcher's worker bootstrap: from the TypeScript sources (tests, tsx) the
// thread first registers tsx's ESM hooks, which worker threads on Node 20 do not inherit.
import { existsSync } from 'node:fs';

if (existsSync(new URL('./artifact-encoder-work.ts', import.meta.url)))
  (await import('tsx/esm/api')).register();
await import('./artifact-encoder-work.js');
