import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { canonicalSha256, sha256Hex } from '../contract/index.js';
import { countriesKey } from './provenance.js';

/** Where the sources that determine a model bundle live. */
export interface FingerprintRoots {
  /** The project root (holds `package.json` and `src/`). */
  readonly projectRoot: string;
}

// Test cases and helpers change no computed value, so editing them does not invalidate a bundle.
const TEST_DIRECTORIES = new Set(['tests', 'testing']);

function listFiles(root: string, dir: string, out: string[]): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return; // an absent model folder contributes nothing
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!TEST_DIRECTORIES.has(name)) listFiles(root, path, out);
    } else if (!name.endsWith('.test.ts')) out.push(relative(root, path).split(sep).join('/'));
  }
}

/**
 * The fingerprint of the inputs a model bundle is computed from, without loading any of them:
 * SHA-256 over the project version and the content of every engine, country-model and country-pack
 * source file * (tests and test folders excluded). Equal fingerprints mean a bundle computed now would equal the recorded one.
 */
export function computeFingerprint(countries: readonly string[], roots: FingerprintRoots): string {
  const files: string[] = [];
  listFiles(roots.projectRoot, join(roots.projectRoot, 'src', 'engine'), files);
  for (const country of countriesKey(countries).split(',')) {
    if (/^[a-z]{2,16}$/.test(country))
      for (const folder of ['models', 'countries'])
        listFiles(roots.projectRoot, join(roots.projectRoot, 'src', folder, country), files);
  }
  files.sort();
  let version = 'unknown';
  try {
    const pkg = JSON.parse(readFileSync(join(roots.projectRoot, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof pkg.version === 'string') version = pkg.version;
  } catch {
    // an unreadable package.json leaves the version unknown; the sources still decide
  }
  const sources: Record<string, string> = {};
  for (const file of files) sources[file] = sha256Hex(readFileSync(join(roots.projectRoot, file)));
  return canonicalSha256({
    fingerprintVersion: 2,
    fiscusVersion: version,
    countries: countriesKey(countries),
    sources,
  });
}
