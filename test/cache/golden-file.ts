/** Golden files of the cache's tests: compared, and rewritten only when FISCUS_UPDATE_GOLDEN=1. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = new URL('./golden/', import.meta.url).pathname;

/** True when goldens may be rewritten. */
export const UPDATE_GOLDEN = process.env['FISCUS_UPDATE_GOLDEN'] === '1';

/** The golden text of `name`: rewritten from `actual` under the update flag, else read (undefined when absent). */
export function golden(name: string, actual: string): string | undefined {
  const path = join(DIR, name);
  if (UPDATE_GOLDEN) writeFileSync(path, actual);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
