/**
 * `fiscus data build --year 2026 [--households N] [--seed S] [--out DIR]`: generates the
 * country's synthetic default dataset for the year as its pack builds it (for the US: generated,
 * uprated and calibrated to published totals and the model's own program totals — the same build
 * reports use), saves it, prints every calibration target with its achieved value and error, and the digest.
 * `fiscus data inspect [PATH] [--verify]`: rows per entity, weighted totals and digest of a saved
 * dataset (by default, of every dataset under the store directory).
 */
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import {
  datasetTable,
  formatCalibrationReport,
  getColumn,
  loadDataset,
  DATASET_MANIFEST_FILE,
  saveDataset,
  unconvergedCalibrations,
  worstRelativeError,
  type Dataset,
} from '../../data/index.js';
import { countryPack, DEFAULT_COUNTRY } from '../../countries/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { countryOption } from './country.js';

/** What the data commands need from the CLI: where datasets live and where output goes. */
export interface DataCommandContext {
  /**
   * Directory of datasets built by name: where `data build` saves them and where `fiscus report
   * --no-cache` keeps its own (`<home>/datasets`; the CLI passes `.fiscus/datasets`).
   */
  readonly dataDirectory: string;
  /**
   * The artifact store whose content-addressed datasets (`<store>/datasets/<country>/<digest>`,
   * built by `fiscus report` and `fiscus cache precompute`) `data inspect` lists too.
   */
  readonly storeDirectory?: string;
  /** Prints a block of text. */
  readonly write: (text: string) => void;
}

/** The default directory of datasets built by name under a working directory (`.fiscus/datasets`, as `fiscus report` uses). */
export function defaultDataDirectory(cwd: string): string {
  return join(cwd, '.fiscus', 'datasets');
}

/** The default artifact store under a working directory (`.fiscus/store`, as `fiscus report` uses). */
export function defaultStoreDirectory(cwd: string): string {
  return join(cwd, '.fiscus', 'store');
}

/** The data commands' context for a `--home` directory (and optional `--store`). */
function contextForHome(
  context: DataCommandContext,
  options: { home?: string; store?: string },
): DataCommandContext {
  const home = options.home === undefined ? undefined : resolve(options.home);
  const dataDirectory = home === undefined ? context.dataDirectory : join(home, 'datasets');
  const store =
    options.store !== undefined
      ? resolve(options.store)
      : home !== undefined
        ? join(home, 'store')
        : context.storeDirectory;
  return { ...context, dataDirectory, ...(store === undefined ? {} : { storeDirectory: store }) };
}

/** A problem with the data command's arguments. */
export class DataCommandError extends Error {
  readonly code = 'invalid_data_command';
  constructor(
    message: string,
    readonly option: string,
  ) {
    super(message);
    this.name = 'DataCommandError';
  }
}

/** Options of `data build`, as commander parses them (strings). */
export interface DataBuildOptions {
  /** The country whose default dataset is built (default: the first served). */
  readonly country?: string;
  readonly year: string;
  readonly households?: string;
  readonly seed?: string;
  readonly out?: string;
}

function integer(value: string | undefined, option: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min)
    throw new DataCommandError(`${option} must be an integer ≥ ${min}, got ${value}`, option);
  return n;
}

/** Runs `data build` and returns what it prints. */
export async function runDataBuild(
  options: DataBuildOptions,
  context: DataCommandContext,
): Promise<{ text: string; directory: string; dataset: Dataset }> {
  const pack = countryPack(options.country ?? DEFAULT_COUNTRY);
  const year = integer(options.year, '--year', Number.NaN, 0);
  if (!pack.dataset.years.includes(year))
    throw new DataCommandError(`--year must be one of ${pack.dataset.years.join(', ')}`, '--year');
  const households = integer(
    options.households,
    '--households',
    pack.dataset.defaults.households,
    1,
  );
  const seed = integer(options.seed, '--seed', pack.dataset.defaults.seed, 0);
  const started = performance.now();
  const model = await pack.loadModel();
  const { dataset, reports } = pack.dataset.build({ year, households, seed }, model.system);
  const seconds = (performance.now() - started) / 1000;
  const directory = resolve(options.out ?? join(context.dataDirectory, dataset.name));
  await saveDataset(dataset, directory, {
    generator: pack.dataset.dataVersion,
    calibratedWithModel: { version: model.version, rulesHash: model.system.hash },
    households,
    seed,
    calibrations: reports.map((r) => ({
      converged: r.converged,
      iterations: r.iterations,
      worstRelativeError: worstRelativeError(r),
      notCalibrated: r.skipped.map((s) => s.name),
    })),
  });
  const text = [
    ...reports.map(
      (r, i) =>
        `Calibration ${i + 1} of ${reports.length} (${year} targets)\n${formatCalibrationReport(r)}`,
    ),
    '',
    summarise(dataset),
    `built in ${seconds.toFixed(1)} s → ${directory}`,
    ...unconvergedCalibrations(reports).map((line) => `warning: ${line}`),
  ].join('\n');
  return { text, directory, dataset };
}

const TOTALS = [
  'employment_income',
  'self_employment_income',
  'social_security_retirement',
  'social_security_disability',
  'taxable_pension_income',
  'long_term_capital_gains',
  'qualified_dividend_income',
  'rent',
] as const;

function money(x: number): string {
  return Math.abs(x) >= 1e9 ? `$${(x / 1e9).toFixed(1)}bn` : `$${(x / 1e6).toFixed(1)}m`;
}

/** Rows per entity, weighted households and people, weighted totals of the main inputs, digest. */
export function summarise(dataset: Dataset): string {
  const lines = [
    `dataset ${dataset.name} (${dataset.country}, ${dataset.year})`,
    `digest  ${dataset.digest}`,
    'rows:',
  ];
  for (const [entity, frame] of Object.entries(dataset.tables))
    lines.push(`  ${entity.padEnd(14)} ${frame.rowCount.toLocaleString('en-US')}`);
  const household = datasetTable(dataset, 'household');
  const person = datasetTable(dataset, 'person');
  const sum = (values: ArrayLike<number>, weights: ArrayLike<number>) => {
    let s = 0;
    for (let i = 0; i < values.length; i++) s += values[i]! * weights[i]!;
    return s;
  };
  const hw = getColumn(household, 'household_weight').values;
  const pw = getColumn(person, 'person_weight').values;
  lines.push(
    'weighted totals:',
    `  households     ${(sum(new Float64Array(hw.length).fill(1), hw) / 1e6).toFixed(2)}m`,
    `  people         ${(sum(new Float64Array(pw.length).fill(1), pw) / 1e6).toFixed(2)}m`,
  );
  for (const name of TOTALS) {
    const column = person.columns.find((c) => c.name === name);
    if (column !== undefined) lines.push(`  ${name.padEnd(30)} ${money(sum(column.values, pw))}`);
  }
  return lines.join('\n');
}

/** Runs `data inspect` on one dataset directory, or every dataset under the store directory. */
export async function runDataInspect(
  path: string | undefined,
  options: { verify?: boolean },
  context: DataCommandContext,
): Promise<string> {
  const searched = [
    context.dataDirectory,
    ...(context.storeDirectory === undefined ? [] : [join(context.storeDirectory, 'datasets')]),
  ];
  const directories =
    path !== undefined
      ? [resolve(path)]
      : [
          ...(await datasetDirectories(context.dataDirectory)),
          ...(context.storeDirectory === undefined
            ? []
            : await storeDatasetDirectories(join(context.storeDirectory, 'datasets'))),
        ];
  if (directories.length === 0)
    return `no datasets under ${searched.join(' or ')}; build one with: fiscus data build --year 2026 (or run fiscus report)`;
  const blocks: string[] = [];
  for (const directory of directories) {
    const started = performance.now();
    const dataset = await loadDataset(directory, { verifyDigest: options.verify === true });
    const ms = performance.now() - started;
    blocks.push(
      `${directory}\n${summarise(dataset)}\nloaded in ${ms.toFixed(0)} ms${options.verify ? ', digest verified' : ''}`,
    );
  }
  return blocks.join('\n\n');
}

async function datasetDirectories(root: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(root)).sort();
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const name of names) {
    const manifest = join(root, name, DATASET_MANIFEST_FILE);
    if (
      await stat(manifest).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      found.push(join(root, name));
  }
  return found;
}

/** The datasets of an artifact store's `datasets/` folder: `<country>/<digest>` directories. */
async function storeDatasetDirectories(root: string): Promise<string[]> {
  let countries: string[];
  try {
    countries = (await readdir(root)).sort();
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const country of countries) found.push(...(await datasetDirectories(join(root, country))));
  return found;
}

/** Registers `data build` and `data inspect` on the program. */
export function registerDataCommands(program: Command, context: DataCommandContext): void {
  const data = program.command('data').description(COMMAND_SUMMARIES.data);
  const pack = countryPack(DEFAULT_COUNTRY);
  data
    .command('build')
    .description("Generate, calibrate and save a country's synthetic default dataset for a year.")
    .addOption(countryOption())
    .requiredOption(
      '--year <year>',
      `dataset year (${pack.dataset.years.join(', ')} for ${pack.id})`,
    )
    .option(
      '--households <n>',
      `number of households (default ${pack.dataset.defaults.households} for ${pack.id})`,
    )
    .option('--seed <s>', `random seed (default ${pack.dataset.defaults.seed})`)
    .option('--out <dir>', `output directory (default <home>/datasets/<name>)`)
    .option('--home <dir>', 'local state directory (default .fiscus)')
    .action(async (options: DataBuildOptions & { home?: string }) => {
      context.write((await runDataBuild(options, contextForHome(context, options))).text);
    });
  data
    .command('inspect')
    .description('Rows per entity, weighted totals and digest of a saved dataset.')
    .argument(
      '[path]',
      'dataset directory (default: every dataset under <home>/datasets and <home>/store/datasets)',
    )
    .option('--verify', 'recompute the content digest and compare it with the manifest')
    .option('--home <dir>', 'local state directory (default .fiscus)')
    .option('--store <dir>', 'artifact store directory (default <home>/store)')
    .action(
      async (
        path: string | undefined,
        options: { verify?: boolean; home?: string; store?: string },
      ) => {
        context.write(await runDataInspect(path, options, contextForHome(context, options)));
      },
    );
}
