/**
 * `fiscus serve [--port 8080] [--tokens FILE]`: the HTTP API and the web page, on the embedded
 * default (SQLite records, local worker threads, the filesystem store) or on Postgres and a
 * Redis queue. Tokens come from the file or the FISCUS_API_TOKENS variable, read here only.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import {
  createApiServer,
  createReportRunner,
  parseTokens,
  type StoredToken,
} from '../../api/index.js';
import { createRecords } from '../../db/index.js';
import {
  createBullmqDispatcher,
  createLocalDispatcher,
  parseQueueUrl,
} from '../../dispatch/index.js';
import type { MarginalRateSpec, TaxSystem } from '../../engine/index.js';
import { SEGMENT_TIMEOUT_SECONDS, WAIT_WINDOW_SECONDS } from '../../executor/index.js';
import {
  COUNTRY_CACHE_TASKS_MODULE,
  COUNTRY_PACKS,
  countryPack,
  createCountryCacheRuntime,
  DEFAULT_COUNTRY,
  loadCountries,
  type LoadedCountries,
} from '../../countries/index.js';
import {
  createFailureReporter,
  createLogger,
  createTracer,
  logSink,
} from '../../telemetry/index.js';
import { FISCUS_HOME } from './report.js';
import { DEFAULT_QUEUE_NAME } from './worker.js';
import { positiveInt } from '../option-values.js';

/** The environment variable that may hold the tokens document (JSON), when no file is given. */
export const TOKENS_ENV = 'FISCUS_API_TOKENS';

/** The systems the API's `/<country>/calculate`, `/variables` and `/parameters` serve: every country pack's. */
export function servedSystems(countries: LoadedCountries): Record<string, TaxSystem> {
  return Object.fromEntries(
    Object.keys(countries.packs).map((id) => [id, countries.models.load(id).system]),
  );
}

/** The marginal-rate measure of each country pack that has one, for `/calculate`'s `marginal_rates`. */
export function servedMarginalRates(countries: LoadedCountries): Record<string, MarginalRateSpec> {
  return Object.fromEntries(
    Object.entries(countries.packs).flatMap(([id, pack]) =>
      pack.marginalRates === undefined ? [] : [[id, pack.marginalRates]],
    ),
  );
}

/** The built web page, beside the package's sources (`npm run build:web` makes it). */
export const DEFAULT_WEB_ROOT = new URL('../../../web/dist/', import.meta.url).pathname;

interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly tokens?: string;
  readonly cors?: string;
  readonly rateLimit: number;
  readonly home: string;
  readonly database?: string;
  readonly store?: string;
  readonly queue?: string;
  readonly queueName: string;
  readonly threads?: number;
  readonly households?: number;
  readonly waitWindow: number;
  readonly web: string;
  readonly verbose?: boolean;
}

/** The tokens of the server: from the file, else the environment variable; none is an error. */
export function readTokens(file: string | undefined, env: NodeJS.ProcessEnv): StoredToken[] {
  const text = file === undefined ? env[TOKENS_ENV] : readFileSync(file, 'utf8');
  if (text === undefined)
    throw new InvalidArgumentError(
      `no tokens: give --tokens FILE or set ${TOKENS_ENV} (JSON {"tokens": [{"name", "scopes", "sha256"}]})`,
    );
  return parseTokens(JSON.parse(text) as unknown);
}

/** Registers `fiscus serve`. */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('Serve the HTTP API and the web page')
    .option('--port <port>', 'port to listen on', positiveInt, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--tokens <file>', `bearer tokens JSON (default: the ${TOKENS_ENV} variable)`)
    .option('--cors <origins>', 'comma-separated origins allowed by CORS (default: CORS off)')
    .option('--rate-limit <n>', 'requests per minute per token', positiveInt, 600)
    .option('--home <dir>', 'local state directory', FISCUS_HOME)
    .option('--database <url>', 'records database (default SQLite <home>/fiscus.db; postgres://…)')
    .option('--store <dir>', 'artifact store directory (default <home>/store)')
    .option('--queue <url>', 'run simulations on `fiscus worker` processes through redis://…')
    .option('--queue-name <name>', 'queue name, with --queue', DEFAULT_QUEUE_NAME)
    .option('--threads <n>', 'local worker threads (default: all cores)', positiveInt)
    .option('--households <n>', 'households of the synthetic dataset (default 60,000)', positiveInt)
    .option(
      '--wait-window <seconds>',
      'the coordinator wait window',
      positiveInt,
      WAIT_WINDOW_SECONDS,
    )
    .option('--web <dir>', 'the built web page', DEFAULT_WEB_ROOT)
    .option('--verbose', 'log requests at info level')
    .action(async (options: ServeOptions) => {
      await serve(options);
    });
}

async function serve(options: ServeOptions): Promise<void> {
  const tokens = readTokens(options.tokens, process.env);
  const home = resolve(options.home);
  mkdirSync(home, { recursive: true });
  const config = {
    storeRoot: resolve(options.store ?? join(home, 'store')),
    datasetDirectory: join(home, 'datasets'),
    ...(options.households === undefined ? {} : { households: options.households }),
  };
  const logger = createLogger({
    level: options.verbose === true ? 'info' : 'warn',
    destination: process.stderr,
  });
  const sink = logSink(logger);
  const failures = createFailureReporter({ logger, sink });
  const tracer = createTracer({ sink });
  const countries = await loadCountries(COUNTRY_PACKS);
  // Reports run on the default country's cached runtime (the API's report requests name it).
  const cacheConfig = { country: countryPack(DEFAULT_COUNTRY).id, ...config };
  const cached = createCountryCacheRuntime(countries, cacheConfig);
  const records = await createRecords(options.database ?? join(home, 'fiscus.db'));
  const dispatcher =
    options.queue === undefined
      ? createLocalDispatcher({
          tasksModule: COUNTRY_CACHE_TASKS_MODULE,
          ...(options.threads === undefined ? {} : { threads: options.threads }),
        })
      : await createBullmqDispatcher({
          connection: parseQueueUrl(options.queue),
          queueName: options.queueName,
        });
  const runner = createReportRunner({
    dispatcher,
    config: cacheConfig,
    runtime: cached.worker,
    countries,
    records,
    logger,
    tracer,
    failures,
    waitWindowMs: options.waitWindow * 1000,
    segmentTimeoutMs: SEGMENT_TIMEOUT_SECONDS * 1000,
  });
  const app = await createApiServer({
    countries: servedSystems(countries),
    marginalRates: servedMarginalRates(countries),
    tokens,
    reports: { runner, records, store: cached.worker.store, countries },
    rateLimit: { max: options.rateLimit, windowMs: 60_000 },
    ...(options.cors === undefined
      ? {}
      : { corsOrigins: options.cors.split(',').map((o) => o.trim()) }),
    webRoot: resolve(options.web),
    logLevel: options.verbose === true ? 'info' : 'silent',
  });
  const stop = async (): Promise<void> => {
    await app.close();
    await dispatcher.close();
    await records.close();
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  const address = await app.listen({ port: options.port, host: options.host });
  process.stderr.write(`fiscus serve: listening on ${address} (${tokens.length} token(s))\n`);
}
