import { readFileSync } from 'node:fs';

/**
 * The version of Fiscus, read from its package.json (two folders up from both `src/cli` and
 * `dist/cli`), so `fiscus --version` never disagrees with the package.
 */
export const FISCUS_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
