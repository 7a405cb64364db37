/**
 * `fiscus params [prefix] [--at DATE]`: the model's parameter paths (the paths reforms change),
 * each with its value in force on the date, its unit and description — so a reform's
 * `unknown_parameter` can be checked against the real paths.
 */
import type { Command } from 'commander';
import { listLeaves, type TaxSystem } from '../../engine/index.js';
import { countryPack } from '../../countries/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { countryOption } from './country.js';

/** Options of `fiscus params`. */
export interface ParamsOptions {
  /** `YYYY-MM-DD` (default: 1 January of the current year). */
  readonly at?: string;
  readonly json?: boolean;
}

/** The value of a leaf in force on `date` (the latest dated value on or before it), or undefined. */
function valueAt(
  values: readonly { readonly date: string; readonly value: unknown }[],
  date: string,
): unknown {
  let best: { date: string; value: unknown } | undefined;
  for (const v of values)
    if (v.date <= date && (best === undefined || v.date > best.date)) best = v;
  return best?.value;
}

/** The text (or JSON) `fiscus params` prints for a prefix of paths. */
export function runParams(
  prefix: string | undefined,
  options: ParamsOptions,
  system: TaxSystem,
): string {
  const date = options.at ?? `${new Date().getUTCFullYear()}-01-01`;
  // Scale brackets are shown as reforms write them: `base[0].amount`, not `base.brackets[0].amount`.
  const leaves = listLeaves(system.parameters)
    .map((leaf) => ({ leaf, path: leaf.path.replace(/\.brackets\[/g, '[') }))
    .filter(({ path }) => prefix === undefined || path.startsWith(prefix));
  const rows = leaves.map(({ leaf, path }) => ({
    path,
    value: valueAt(leaf.values, date) ?? null,
    description: leaf.description ?? '',
  }));
  if (options.json === true) return JSON.stringify(rows, null, 2);
  if (rows.length === 0)
    return `no parameter path starts with ${prefix ?? ''}; try a shorter prefix such as gov.irs`;
  const width = Math.max(...rows.map((r) => r.path.length));
  return [
    `${rows.length} parameter${rows.length === 1 ? '' : 's'}, values in force on ${date}:`,
    ...rows.map(
      (r) =>
        `${r.path.padEnd(width)}  ${String(r.value)}${r.description === '' ? '' : `  (${r.description})`}`,
    ),
  ].join('\n');
}

/** Registers `fiscus params`. */
export function registerParamsCommand(program: Command): void {
  program
    .command('params')
    .description(COMMAND_SUMMARIES.params)
    .argument('[prefix]', 'only paths that start with this, e.g. gov.irs.credits.ctc')
    .option('--at <date>', 'the date of the values shown (YYYY-MM-DD; default 1 January this year)')
    .option('--json', 'print [{path, value, description}] as JSON')
    .addOption(countryOption())
    .action(async (prefix: string | undefined, options: ParamsOptions & { country: string }) => {
      const { system } = await countryPack(options.country).loadModel();
      process.stdout.write(`${runParams(prefix, options, system)}\n`);
    });
}
