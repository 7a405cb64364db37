/**
 * `fiscus cache …`: the baseline cache (DESIGN.md §11). `precompute` fills the store and prints
 * `MANIFEST_DIGEST=<digest>` as its last line; `pull` materialises a manifest's artifacts for a
 * worker; `verify` checks every digest; `deploy` points an environment's marker at a manifest.
 * There is no force option anywhere: a bad artifact is healed by deleting it and running again.
 */
import { join, resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import {
  deployManifest,
  pullRelease,
  readManifest,
  runPrecompute,
  verifyManifestInStore,
  verifyRelease,
  type VerifyProblem,
} from '../../cache/index.js';
import {
  COUNTRY_CACHE_TASKS_MODULE,
  COUNTRY_PACKS,
  createCountryCacheRuntime,
  loadCountries,
  type CountryCacheConfig,
} from '../../countries/index.js';
import { countryOption } from './country.js';
import { AGGREGATES, type Aggregate } from '../../contract/index.js';
import { createLocalDispatcher, lazyDispatcher } from '../../dispatch/index.js';
import { openArtifactStore, resolveStoreLocation } from '../../store/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { positiveInt } from '../option-values.js';
import { runStoreVerify } from './store.js';

const FISCUS_HOME = '.fiscus';
const DEFAULT_YEARS = [2025, 2026, 2027];

const yearList = (text: string): number[] => {
  const years = text.split(',').map((y) => Number(y.trim()));
  if (years.length === 0 || years.some((y) => !Number.isInteger(y) || y < 2000 || y > 2100))
    throw new InvalidArgumentError('expected years such as 2025,2026,2027');
  return [...new Set(years)].sort((a, b) => a - b);
};
const aggregateList = (text: string): Aggregate[] => {
  const list = text.split(',').map((a) => a.trim());
  const unknown = list.filter((a) => !(AGGREGATES as readonly string[]).includes(a));
  if (unknown.length > 0)
    throw new InvalidArgumentError(
      `unknown aggregates ${unknown.join(', ')}; known: ${AGGREGATES.join(', ')}`,
    );
  return list as Aggregate[];
};
const digestArg = (text: string): string => {
  if (!/^[0-9a-f]{64}$/.test(text))
    throw new InvalidArgumentError('expected a manifest digest (64 lower-case hex characters)');
  return text;
};

interface StoreOptions {
  readonly store?: string;
}
const storeRoot = (options: StoreOptions): string =>
  resolveStoreLocation(options.store ?? join(FISCUS_HOME, 'store'));

function fail(error: unknown): number {
  const code = (error as { code?: unknown }).code;
  process.stderr.write(
    `error${typeof code === 'string' ? ` (${code})` : ''}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  return 1;
}

function printProblems(problems: readonly VerifyProblem[]): void {
  for (const p of problems) process.stderr.write(`  ${p.key}: ${p.reason}\n`);
}

/** Registers `fiscus cache precompute | pull | verify | deploy`. */
export function registerCacheCommands(program: Command): void {
  const cache = program.command('cache').description(COMMAND_SUMMARIES.cache);

  cache
    .command('precompute')
    .description(
      'Build the missing datasets and region-group baselines, run the determinism gate, publish the manifest; prints MANIFEST_DIGEST=<digest> last.',
    )
    .addOption(countryOption())
    .option('--years <list>', 'years, comma-separated', yearList, DEFAULT_YEARS)
    .option(
      '--store <location>',
      `artifact store: a directory or s3://bucket/prefix?endpoint=…&region=… (default ${FISCUS_HOME}/store)`,
    )
    .option('--households <n>', 'households of the synthetic dataset (default 60,000)', positiveInt)
    .option('--threads <n>', 'local worker threads (default: all cores)', positiveInt)
    .option(
      '--aggregates <list>',
      'aggregates whose columns the baselines hold, comma-separated (default: all)',
      aggregateList,
    )
    .action(
      async (
        options: StoreOptions & {
          country: string;
          years: number[];
          households?: number;
          threads?: number;
          aggregates?: Aggregate[];
        },
      ) => {
        const config: CountryCacheConfig = {
          country: options.country,
          storeRoot: storeRoot(options),
          ...(options.households === undefined ? {} : { households: options.households }),
          ...(options.aggregates === undefined ? {} : { aggregates: options.aggregates }),
        };
        // The pool starts on the first task: with nothing missing, no thread starts at all.
        const dispatcher = lazyDispatcher(() =>
          createLocalDispatcher({
            tasksModule: COUNTRY_CACHE_TASKS_MODULE,
            ...(options.threads === undefined ? {} : { threads: options.threads }),
          }),
        );
        try {
          const result = await runPrecompute({
            dispatcher,
            config,
            runtime: createCountryCacheRuntime(await loadCountries(COUNTRY_PACKS), config),
            country: options.country,
            years: options.years,
            log: (line) => process.stderr.write(`${line}\n`),
          });
          process.stdout.write(`MANIFEST_DIGEST_V1=${result.manifest.compat['1']}\n`);
          process.stdout.write(`MANIFEST_DIGEST=${result.manifest.digest}\n`);
          process.exitCode = 0;
        } catch (error) {
          process.exitCode = fail(error);
        } finally {
          await dispatcher.close();
        }
      },
    );

  cache
    .command('pull <digest>')
    .description(
      "Materialise a manifest's artifacts into a directory (each download lands as .partial, renamed when whole) and validate them.",
    )
    .requiredOption('--into <dir>', 'destination directory')
    .option(
      '--store <location>',
      `artifact store: a directory or s3://bucket/prefix?endpoint=…&region=… (default ${FISCUS_HOME}/store)`,
    )
    .action(async (digest: string, options: StoreOptions & { into: string }) => {
      try {
        const into = resolve(options.into);
        const manifest = await pullRelease(
          openArtifactStore(storeRoot(options)),
          digestArg(digest),
          into,
        );
        const { problems } = await verifyRelease(into, manifest.digest);
        printProblems(problems);
        process.stdout.write(
          `pulled ${manifest.artifacts.length} artifacts of manifest ${manifest.digest} (schema ${manifest.schemaVersion}) into ${into}${problems.length > 0 ? ' — INVALID' : ''}\n`,
        );
        process.exitCode = problems.length > 0 ? 1 : 0;
      } catch (error) {
        process.exitCode = fail(error);
      }
    });

  cache
    .command('verify [digest]')
    .description(
      'With a digest, check every artifact of that manifest; without, the same as `fiscus store verify` (every object of every kind re-hashed); with --dir, a pulled release.',
    )
    .option('--quarantine', 'without a digest: move each damaged object under quarantine/')
    .option(
      '--store <location>',
      `artifact store: a directory or s3://bucket/prefix?endpoint=…&region=… (default ${FISCUS_HOME}/store)`,
    )
    .option('--dir <dir>', 'a directory made by `fiscus cache pull`')
    .action(
      async (
        digest: string | undefined,
        options: StoreOptions & { dir?: string; quarantine?: boolean },
      ) => {
        try {
          let bad = 0;
          if (options.dir !== undefined) {
            if (digest === undefined)
              throw new InvalidArgumentError('--dir needs the manifest digest');
            const { problems } = await verifyRelease(resolve(options.dir), digestArg(digest));
            printProblems(problems);
            bad = problems.length;
            process.stdout.write(
              `${digest}: ${problems.length === 0 ? 'valid' : `${problems.length} problem(s)`}\n`,
            );
          } else if (digest === undefined) {
            // Without a digest this is `fiscus store verify`: every object of every kind.
            process.exitCode = await runStoreVerify(options);
            return;
          } else {
            const store = openArtifactStore(storeRoot(options));
            const d = digestArg(digest);
            let problems: VerifyProblem[];
            try {
              problems = await verifyManifestInStore(store, await readManifest(store, d));
            } catch (error) {
              problems = [
                {
                  key: `manifests/${d}.json`,
                  reason: error instanceof Error ? error.message : String(error),
                },
              ];
            }
            printProblems(problems);
            bad += problems.length;
            process.stdout.write(
              `${d}: ${problems.length === 0 ? 'valid' : `${problems.length} problem(s)`}\n`,
            );
          }
          process.exitCode = bad > 0 ? 1 : 0;
        } catch (error) {
          process.exitCode = fail(error);
        }
      },
    );

  cache
    .command('deploy <digest>')
    .description(
      'Point deployed/<env>.json at a manifest after validating every artifact it names (the one object that is overwritten).',
    )
    .requiredOption('--env <environment>', 'environment name, e.g. prod')
    .option(
      '--store <location>',
      `artifact store: a directory or s3://bucket/prefix?endpoint=…&region=… (default ${FISCUS_HOME}/store)`,
    )
    .action(async (digest: string, options: StoreOptions & { env: string }) => {
      try {
        const marker = await deployManifest(
          openArtifactStore(storeRoot(options)),
          digestArg(digest),
          options.env,
        );
        process.stdout.write(
          `deployed/${options.env}.json → ${digest} (v1 ${marker.manifestDigest})\n`,
        );
        process.exitCode = 0;
      } catch (error) {
        process.exitCode = fail(error);
      }
    });
}
