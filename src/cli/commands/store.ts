/**
 * `fiscus store verify`: re-hash every object of every kind in the artifact store (DESIGN.md §10),
 * and every artifact each published manifest names. A missing or empty store is an error; any
 * problem exits non-zero; the last line is a summary. `fiscus cache verify` is the same check.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { readManifest, verifyManifestInStore } from '../../cache/index.js';
import {
  formatStoreLocation,
  openArtifactStore,
  parseStoreLocation,
  verifyStore,
  type StoreProblem,
} from '../../store/index.js';

/** Options of `fiscus store verify`. */
export interface StoreVerifyOptions {
  readonly store?: string;
  readonly home?: string;
  readonly quarantine?: boolean;
}

/** Runs the verification and prints it; resolves to the exit status (0 only when every object is intact). */
export async function runStoreVerify(options: StoreVerifyOptions): Promise<number> {
  // A directory or an s3:// location, as every command takes it.
  const location = parseStoreLocation(options.store ?? join(options.home ?? '.fiscus', 'store'));
  const root = formatStoreLocation(location);
  if (
    location.kind === 'fs' &&
    (!existsSync(location.root) || !statSync(location.root).isDirectory())
  ) {
    process.stderr.write(`error (store_not_found): no artifact store at ${root}\n`);
    return 1;
  }
  const store = openArtifactStore(location);
  const showProgress = process.stderr.isTTY === true;
  let seen = 0;
  const result = await verifyStore(store, {
    ...(options.quarantine === true ? { quarantine: true } : {}),
    onObject: () => {
      seen += 1;
      if (showProgress && seen % 50 === 0) process.stderr.write(`\r  ${seen} objects checked…`);
    },
  });
  if (showProgress && seen >= 50) process.stderr.write('\n');
  if (result.checked === 0) {
    process.stderr.write(
      `error (store_empty): the artifact store at ${root} holds no objects${result.quarantined > 0 ? ` (only ${result.quarantined} quarantined)` : ''}; is --store right?\n`,
    );
    return 1;
  }
  const problems: StoreProblem[] = [...result.problems];
  // Manifests name artifacts that must exist: a missing one is a problem no re-hash would see.
  const manifests = await store.list('manifests/');
  for (const key of manifests) {
    const digest = key.slice('manifests/'.length, -'.json'.length);
    if (problems.some((p) => p.key === key)) continue;
    try {
      for (const p of await verifyManifestInStore(store, await readManifest(store, digest)))
        if (!problems.some((q) => q.key === p.key))
          problems.push({
            key: p.key,
            code: 'manifest_artifact_invalid',
            reason: `named by manifest ${digest}: ${p.reason}`,
          });
    } catch (error) {
      problems.push({
        key,
        code: 'manifest_invalid',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  for (const p of problems)
    process.stderr.write(
      `  ${p.key}: ${p.code}: ${p.reason}${p.quarantinedAs === undefined ? '' : ` (moved to ${p.quarantinedAs})`}\n`,
    );
  const kinds = Object.entries(result.byKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  process.stdout.write(
    `${problems.length === 0 ? 'valid' : 'INVALID'}: ${result.checked} objects re-hashed (${kinds}), ${manifests.length} manifests checked, ${problems.length} problem(s), ${result.quarantined} quarantined earlier — ${root}\n`,
  );
  return problems.length === 0 ? 0 : 1;
}

/** Registers `fiscus store verify`. */
export function registerStoreCommands(program: Command): void {
  const store = program.command('store').description('The write-once artifact store.');
  store
    .command('verify')
    .description(
      'Re-hash every object of every kind (and check what each manifest names); non-zero exit on any problem.',
    )
    .option('--home <dir>', 'local state directory', '.fiscus')
    .option(
      '--store <location>',
      'artifact store: a directory or s3://bucket/prefix?endpoint=…&region=… (default <home>/store)',
    )
    .option(
      '--quarantine',
      'move each damaged object under quarantine/ so the next run recomputes it',
    )
    .action(async (options: StoreVerifyOptions) => {
      process.exitCode = await runStoreVerify(options);
    });
}
